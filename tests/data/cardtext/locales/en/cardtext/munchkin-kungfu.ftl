### English card-text messages of the fixture's Kung Fu: only what it adds.

effect-lose-style = Lose a Style card; { -card-fxk-001 } laughs.
