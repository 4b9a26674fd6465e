### Текст правил карт Манчкін Кунг-фу: українська. Лише те, що Кунг-фу додає до родини.

## Види карт

kind-trap = { -kind-trap }
kind-style = { -kind-style }
kind-double-strike = { -kind-double-strike }
kind-extra-style = { -kind-extra-style }
kind-fan = { -kind-fan }

## Умови

cond-has-style = ви б'єтеся в стилі { FORM($style, case: "gen") }
    .negated = ви не б'єтеся в стилі { FORM($style, case: "gen") }
cond-hong-kong = в бою є { -hong-kong-monster }
    .negated = в бою немає { -hong-kong-monster(case: "gen") }
