"""Card rules text generated from the typed card model, in every language (issue 11, item 1)."""
