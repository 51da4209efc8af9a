"""Words for needle keys ("adjective-noun", as RULER's keys), kept in the code so generation is offline."""

from __future__ import annotations

ADJECTIVES = """
able acidic adorable agile alert ancient angry arctic azure bitter bold brave breezy bright brisk
broad bumpy calm careful cheerful chilly clever cloudy clumsy coastal cozy crimson crisp curious
damp daring dusty eager early earthy elegant empty fancy fearless fierce flat fluffy foggy fragile
frosty gentle giant gifted glossy golden graceful grumpy happy hasty hidden hollow honest humble
hungry icy jolly juicy keen kind lively lonely loud lucky lunar marble mellow merry mighty misty
modern muddy narrow neat nervous noble noisy odd orange polite proud quick quiet rapid rare rough
royal rustic sandy scarlet shiny silent silver sleepy slow smooth snowy solar sour spicy steady
stormy sunny swift tall tender tidy tiny velvet vivid wandering warm wary wild windy wise witty
young zealous
""".split()

NOUNS = """
acorn anchor apple arrow badger bakery balloon banjo barn basket beacon beaver bicycle blanket
bridge brook bucket button cabin camera candle canoe canyon castle cellar cherry chimney cliff
clock cloud comet compass cottage crayon creek dolphin dragon drum eagle engine falcon feather
fern ferry fiddle forest fountain fox garden glacier goat harbor harp hawk helmet hill honey
island jacket kettle kite ladder lantern lemon lighthouse lizard maple meadow mirror mountain
needle oak ocean orchard otter owl paddle parrot pebble pencil piano pillow pine planet pond
puzzle quilt rabbit raven ribbon river robot rocket saddle sailboat salmon satellite scarf
shovel spider squirrel stable statue teapot thunder tiger tower trumpet tulip turtle umbrella
valley violin volcano wagon walrus whistle willow window wizard
""".split()
