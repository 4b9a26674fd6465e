effect-lose-style = Verliere eine Stilkarte; { -card-fxk-001 } lacht.
