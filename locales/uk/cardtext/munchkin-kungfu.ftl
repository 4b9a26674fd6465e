### Текст правил карт Манчкін Кунг-фу: українська. Лише те, що Кунг-фу додає до родини.


## Види карт

# source-hash: cdbc1efc11bc
kind-trap = { -kind-trap }
# source-hash: fd11e27454cc
kind-style = { -kind-style }
# source-hash: 0959bdd695e3
kind-double-strike = { -kind-double-strike }
# source-hash: 4558157dfd57
kind-extra-style = { -kind-extra-style }
# source-hash: 31b833343fdd
kind-fan = { -kind-fan }

## Умови

# source-hash: 348243090c6c
cond-has-style = ви б'єтеся в стилі { FORM($style, case: "gen") }
    .negated = ви не б'єтеся в стилі { FORM($style, case: "gen") }
# source-hash: 96bfa6fefef0
cond-hong-kong = в бою є гонконгський монстр
    .negated = в бою немає гонконгського монстра
