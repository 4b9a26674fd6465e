"""Card faces, print sheets and Tabletop Simulator decks, drawn with Pillow from the typed card model.

The renderer knows no game by name: a game's look is data (templates/cards/<game>/), and its
card text comes from toolkit/text. ``sizes`` holds the print geometry every part shares.
"""
