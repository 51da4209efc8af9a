"""Recursive language models over long documents, on local llama.cpp."""
