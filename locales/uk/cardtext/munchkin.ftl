### Текст правил карт родини Манчкін: українська.
### Вкладені фрази (цілі, вибори гравців і карт, величини) мають форми за $case: nom, gen, dat,
### acc, ins, loc; величини ще bare (без «ваш») і gen-bare (родовий множини: «більше рівнів»).


## Види карт

# source-hash: d9797365af2e
kind-monster = { -kind-monster }
# source-hash: 1d9567158348
kind-curse = { -kind-curse }
# source-hash: 562bf2edb2a9
kind-race = { -kind-race }
# source-hash: 93da6b0d7366
kind-class = { -kind-class }
# source-hash: b9df46d8e8e3
kind-monster-enhancer = { -kind-monster-enhancer }
# source-hash: 1976c2f80739
kind-wandering-monster = { -kind-wandering-monster }
# source-hash: 54ad8229b530
kind-super-munchkin = { -kind-super-munchkin }
# source-hash: 59f383750782
kind-half-breed = { -kind-half-breed }
# source-hash: fcdefb1b6bcc
kind-item = { -kind-item }
# source-hash: d1ad7dc4ed37
kind-one-shot = { -kind-one-shot }
# source-hash: e02ac55c5722
kind-go-up-a-level = { -kind-go-up-a-level }
# source-hash: f37a12de4c46
kind-hireling = { -kind-hireling }
# source-hash: 27fde1088772
kind-special = { -kind-special }

## Поля

# source-hash: 7bacc5d19075
field-level = { -level } { $value }
# source-hash: 69ba76a7395a
field-treasures =
    { $value } { $value ->
        [one] { -treasure }
        [few] { -treasure(case: "nom-pl") }
       *[many] { -treasure(case: "gen-pl") }
        [other] { -treasure(case: "gen") }
    }
# source-hash: f51b689d815e
field-levels =
    дає { $value } { $value ->
        [one] { -level(case: "acc") }
        [few] { -level(case: "nom-pl") }
       *[many] { -level(case: "gen-pl") }
        [other] { -level(case: "gen") }
    }
# source-hash: b77800ff1698
field-gold =
    { $value ->
        [0] Без ціни
       *[other]
            { $value } { $value ->
                [one] золотий
                [few] золоті
               *[many] золотих
                [other] золотого
            }
    }
# source-hash: 0c2cbc597b35
field-bonus = Бонус { $value-signed }
# source-hash: b5a54f2a5de2
field-slot = { $value }
# source-hash: 6f7bac286e2e
field-hands =
    { $value } { $value ->
        [one] рука
        [few] руки
       *[many] рук
        [other] руки
    }
# source-hash: 9d72e925cf4b
field-big = Велика
# source-hash: 5d01f6bcef86
field-is = { $value }
# source-hash: 9e2f4a97e798
field-deck = карта { FORM($value, case: "gen") }
# source-hash: 413e1eae15cb
field-tags = { $value }

## Моменти

# source-hash: c017f0eceef3
window-any-time = Будь-коли
# source-hash: fafcc1b1e02a
window-your-turn = У свій хід
# source-hash: a8129a48e210
window-during-combat = Під час бою
# source-hash: a6781ab2be8e
window-outside-combat = Поза боєм
# source-hash: ba21d001115a
window-when-played = Коли карту зіграно
    .clause = yes
# source-hash: d953d1677e18
window-bad-stuff = { -bad-stuff }
# source-hash: 830bd8e896ca
window-when-killed = Коли ви переможете { FORM($card, case: "acc") }
    .clause = yes
# source-hash: 3101ce767f04
window-running-away = Коли ви змиваєтеся
    .clause = yes
# source-hash: 960c7df3540c
window-helped-kill = Коли ви допомогли іншому гравцеві вбити монстра
    .clause = yes
# source-hash: 291e338750af
window-next-combat = На початку наступного бою жертви
# source-hash: 95bfacacfa59
window-start-of-turn = На початку вашого ходу
# source-hash: 58c0dba24559
window-on-death = Коли ви помираєте
    .clause = yes
# source-hash: d30cbfeb2a7e
window-whenever-kill =
    Щоразу, коли { $who } { $who-key ->
        [you] вбиваєте
       *[other]
            { GENDER($who) ->
                [plur] вбивають
               *[other] вбиває
            }
    } монстра
    .clause = yes
# source-hash: f313484adcfe
window-whenever-death =
    Щоразу, коли { $who } { $who-key ->
        [you] помираєте
       *[other]
            { GENDER($who) ->
                [plur] помирають
               *[other] помирає
            }
    }
    .clause = yes
# source-hash: 16f88316b1d7
window-whenever-won-combat =
    Щоразу, коли { $who } { $who-key ->
        [you] перемагаєте
       *[other]
            { GENDER($who) ->
                [plur] перемагають
               *[other] перемагає
            }
    } у бою
    .clause = yes
# source-hash: f8df13cf6e98
window-whenever-lost-combat =
    Щоразу, коли { $who } { $who-key ->
        [you] програєте
       *[other]
            { GENDER($who) ->
                [plur] програють
               *[other] програє
            }
    } бій
    .clause = yes
# source-hash: e0ca5bd8ada4
window-whenever-level-gained =
    Щоразу, коли { $who } { $who-key ->
        [you] отримуєте
       *[other]
            { GENDER($who) ->
                [plur] отримують
               *[other] отримує
            }
    } { -level(case: "acc") }
    .clause = yes
# source-hash: 72fe4abe2677
window-whenever-card-played =
    Щоразу, коли { $who } { $who-key ->
        [you] граєте
       *[other]
            { GENDER($who) ->
                [plur] грають
               *[other] грає
            }
    } карту
    .clause = yes
# source-hash: 6dfb09f90a55
window-whenever-turn-started =
    Щоразу, коли { $who } { $who-key ->
        [you] починаєте
       *[other]
            { GENDER($who) ->
                [plur] починають
               *[other] починає
            }
    } хід
    .clause = yes
# source-hash: a861732b2ab2
window-whenever-item-lost =
    Щоразу, коли { $who } { $who-key ->
        [you] втрачаєте
       *[other]
            { GENDER($who) ->
                [plur] втрачають
               *[other] втрачає
            }
    } { -item(case: "acc") }
    .clause = yes
# source-hash: f14a5cbd43e5
window-whenever-slot-lost =
    Щоразу, коли { $who } { $who-key ->
        [you] втрачаєте
       *[other]
            { GENDER($who) ->
                [plur] втрачають
               *[other] втрачає
            }
    } { FORM($slot, case: "acc") }
    .clause = yes
# source-hash: 2a945faf85cc
window-as-played = Коли грають { FORM($cards, case: "acc") }
    .clause = yes

## Умови (після «якщо»; .negated: заперечена умова)

# source-hash: bd73205d9dd9
cond-has-race = ви { $race }
    .negated = ви не { $race }
# source-hash: bff3a1e0f86d
cond-has-class = ви { $class }
    .negated = ви не { $class }
# source-hash: 47ce47d4642e
cond-fighting-tag = в бою є { $tag }
    .negated = в бою немає { FORM($tag, case: "gen") }
# source-hash: 02e2a5e1287f
cond-in-combat = ви в бою
    .negated = ви не в бою
# source-hash: 49621883e1b4
cond-helping = ви допомагаєте в бою
    .negated = ви не допомагаєте в бою
# source-hash: 358ad55d652c
cond-alone = ви б'єтеся самі
    .negated = у вас є помічник
# source-hash: 8a84b5b54d9d
cond-has-gear =
    у вас є { $what-key ->
        [item] { -item }
        [items] { -item(case: "nom-pl") }
        [hand-item] { -item } в руках
        [hand] карти в руці
       *[other] { $what }
    }
    .negated =
        у вас немає { $what-key ->
            [item] { -item(case: "gen") }
            [items] { -item(case: "gen-pl") }
            [hand-item] { -item(case: "gen") } в руках
            [hand] карт у руці
           *[other] { FORM($what, case: "gen") }
        }
# source-hash: dc94d3f3cfb3
cond-gender =
    ви { $g-key ->
        [male] чоловік
       *[female] жінка
    }
    .negated =
        ви не { $g-key ->
            [male] чоловік
           *[female] жінка
        }
# source-hash: 65caee64976a
cond-extreme =
    { $q } — { $which-key ->
        [lowest]
            { GENDER($q) ->
                [fem] найнижча
                [neut] найнижче
               *[masc] найнижчий
            }
       *[highest]
            { GENDER($q) ->
                [fem] найвища
                [neut] найвище
               *[masc] найвищий
            }
    } за столом
    .negated =
        { $q } — не { $which-key ->
            [lowest]
                { GENDER($q) ->
                    [fem] найнижча
                    [neut] найнижче
                   *[masc] найнижчий
                }
           *[highest]
                { GENDER($q) ->
                    [fem] найвища
                    [neut] найвище
                   *[masc] найвищий
                }
        } за столом
# source-hash: 24887da1bb40
cond-extreme-alone =
    { $q } — { $which-key ->
        [lowest]
            { GENDER($q) ->
                [fem] найнижча
                [neut] найнижче
               *[masc] найнижчий
            }
       *[highest]
            { GENDER($q) ->
                [fem] найвища
                [neut] найвище
               *[masc] найвищий
            }
    } за столом, без нічиєї
    .negated =
        { $q } — не єдин{ GENDER($q) ->
            [fem] а
            [neut] е
           *[masc] ий
        } { $which-key ->
            [lowest]
                { GENDER($q) ->
                    [fem] найнижча
                    [neut] найнижче
                   *[masc] найнижчий
                }
           *[highest]
                { GENDER($q) ->
                    [fem] найвища
                    [neut] найвище
                   *[masc] найвищий
                }
        } за столом
# source-hash: 9b2a6beff2b6
cond-compare-players =
    у { FORM($who, case: "gen") } { $cmp-key ->
        [more] більше
       *[other] менше
    } { FORM($q, case: "gen-bare") }, ніж у { FORM($other, case: "gen") }
    .negated =
        у { FORM($who, case: "gen") } не { $cmp-key ->
            [more] більше
           *[other] менше
        } { FORM($q, case: "gen-bare") }, ніж у { FORM($other, case: "gen") }
# source-hash: a8a5ef5ea45e
cond-is-player = ви — { $who }
    .negated = ви не { $who }

## Величини

# source-hash: 9247f1d97178
quantity-level =
    { $case ->
        [bare] { -level }
        [gen-bare] { -level(case: "gen-pl") }
        [dat] вашому { -level(case: "dat") }
       *[nom] ваш { -level }
    }
    .gender = masc
# source-hash: 3fcf863d745b
quantity-monster-level =
    { $case ->
        [gen-bare] { -level(case: "gen-pl") } монстра
        [dat] { -level(case: "dat") } монстра
       *[other] { -level } монстра
    }
    .gender = masc
# source-hash: 0c9779941c02
quantity-hand-size =
    { $case ->
        [bare] кількість карт у руці
        [gen-bare] карт у руці
        [dat] кількості карт у вашій руці
       *[nom] кількість карт у вашій руці
    }
    .gender = fem
# source-hash: 98eb0b496efe
quantity-roll =
    { $case ->
        [gen-bare] очок на кубику
        [dat] результату кидка
       *[other] результат кидка
    }
    .gender = masc
# source-hash: 70b44f9f8847
quantity-items =
    { $case ->
        [bare] кількість шмоток
        [gen-bare] шмоток
        [dat] кількості ваших шмоток
       *[nom] кількість ваших шмоток
    }
    .gender = fem
# source-hash: 371c11bb9db5
quantity-monsters =
    { $case ->
        [gen-bare] монстрів у бою
        [dat] кількості монстрів у бою
       *[other] кількість монстрів у бою
    }
    .gender = fem
# source-hash: c2e31ee22a23
quantity-rule-hand-limit =
    { $case ->
        [bare] ліміт карт у руці
        [gen-bare] карт у руці
        [dat] вашому ліміту карт у руці
       *[nom] ваш ліміт карт у руці
    }
    .gender = masc
# source-hash: 6e0ed449569f
quantity-rule-helpers =
    { $case ->
        [gen-bare] помічників
        [dat] кількості дозволених помічників
       *[other] кількість дозволених помічників
    }
    .gender = fem
# source-hash: 020979237784
quantity-rule-big-items =
    { $case ->
        [bare] ліміт Великих шмоток
        [gen-bare] Великих шмоток
        [dat] вашому ліміту Великих шмоток
       *[nom] ваш ліміт Великих шмоток
    }
    .gender = masc
# source-hash: c831503bf478
quantity-rule-kill-levels =
    { $case ->
        [gen-bare] { -level(case: "gen-pl") } за перемогу
        [dat] кількості { -level(case: "gen-pl") } за перемогу
       *[other] кількість { -level(case: "gen-pl") } за перемогу
    }
    .gender = fem
# source-hash: 88088f5e44ed
quantity-rule-kill-treasures =
    { $case ->
        [gen-bare] { -treasure(case: "gen-pl") } за перемогу
        [dat] кількості { -treasure(case: "gen-pl") } за перемогу
       *[other] кількість { -treasure(case: "gen-pl") } за перемогу
    }
    .gender = fem
# source-hash: b393a89e85fb
quantity-rule-escape-roll =
    { $case ->
        [gen-bare] очок, потрібних для { -run-away(case: "gen") }
        [dat] кидку, потрібному для { -run-away(case: "gen") }
       *[other] кидок, потрібний для { -run-away(case: "gen") }
    }
    .gender = masc
# source-hash: 619fca025930
quantity-rule-headgear-slots =
    { $case ->
        [gen-bare] місць для { -headgear(case: "gen") }
        [dat] кількості місць для { -headgear(case: "gen") }
       *[other] кількість місць для { -headgear(case: "gen") }
    }
    .gender = fem
# source-hash: f73ac9e9dd27
quantity-rule-armor-slots =
    { $case ->
        [gen-bare] місць для { -armor(case: "gen") }
        [dat] кількості місць для { -armor(case: "gen") }
       *[other] кількість місць для { -armor(case: "gen") }
    }
    .gender = fem
# source-hash: 10481ede15a1
quantity-rule-footgear-slots =
    { $case ->
        [gen-bare] місць для { -footgear(case: "gen") }
        [dat] кількості місць для { -footgear(case: "gen") }
       *[other] кількість місць для { -footgear(case: "gen") }
    }
    .gender = fem
# source-hash: 8324ce094223
quantity-rule-hands =
    { $case ->
        [gen-bare] рук для шмоток
        [dat] кількості рук для шмоток
       *[other] кількість рук для шмоток
    }
    .gender = fem
# source-hash: 3b2ae02217bc
quantity-strength =
    { $case ->
        [bare] бойова сила
        [gen-bare] бойової сили
        [dat] вашій бойовій силі
       *[nom] ваша бойова сила
    }
    .gender = fem
# source-hash: 309dff944123
quantity-count =
    { $case ->
        [gen-bare] { FORM($cards, case: "gen") }
        [dat] кількості { FORM($cards, case: "gen") }
       *[other] кількість { FORM($cards, case: "gen") }
    }
    .gender = fem
# source-hash: 8de209cbbdca
quantity-count-players =
    { $case ->
        [gen-bare]
            { $who-key ->
                [another] інших гравців
                [any] гравців
               *[other] { FORM($who, case: "gen") }
            }
        [dat]
            кількості { $who-key ->
                [another] інших гравців
                [any] гравців
               *[other] { FORM($who, case: "gen") }
            }
       *[other]
            кількість { $who-key ->
                [another] інших гравців
                [any] гравців
               *[other] { FORM($who, case: "gen") }
            }
    }
    .gender = fem
# source-hash: c0a43d18d4b3
quantity-of =
    { $case ->
        [gen-bare] { FORM($q, case: "gen-bare") } { FORM($who, case: "gen") }
        [dat] { FORM($q, case: "dat") } { FORM($who, case: "gen") }
       *[other] { FORM($q, case: "bare") } { FORM($who, case: "gen") }
    }
    .gender = { GENDER($q) }

## Ефекти (.target: на ціль; .if: з власною умовою; .floor, .ceiling: з межею)

# source-hash: d3eb15d36f88
effect-strength = { $n-signed } у бою
    .target = { $n-signed } для { FORM($target, case: "gen") }
    .floor = { $n-signed } у бою, але не нижче { $floor }
    .ceiling = { $n-signed } у бою, але не вище { $ceiling }
    .floor-target = { $n-signed } для { FORM($target, case: "gen") }, але не нижче { $floor }
    .ceiling-target = { $n-signed } для { FORM($target, case: "gen") }, але не вище { $ceiling }
# source-hash: cbf90baae7e9
effect-treasure-bonus =
    на { $n-abs } { $n-abs ->
        [one] { -treasure }
        [few] { -treasure(case: "nom-pl") }
       *[many] { -treasure(case: "gen-pl") }
        [other] { -treasure(case: "gen") }
    } { $n-sign ->
        [minus] менше
       *[other] більше
    }
# source-hash: eba7ef1d873f
effect-escape-bonus = { $n-signed } до { -run-away(case: "gen") }
    .target = { $n-signed } до { -run-away(case: "gen") } для { FORM($target, case: "gen") }
# source-hash: bb4a6c6dea0f
effect-auto-escape = ви автоматично змиваєтеся
    .target =
        { $target-key ->
            [all-monsters] ви автоматично змиваєтеся від усіх монстрів
            [one-monster] ви автоматично змиваєтеся від одного монстра
            [monster] ви автоматично змиваєтеся від монстра
           *[other]
                { $target } автоматично { GENDER($target) ->
                    [plur] змиваються
                   *[other] змивається
                }
        }
# source-hash: 976c3bf7e186
effect-no-pursuit = { $card } не переслідує вас
# source-hash: b39abc31679d
effect-no-escape = змитися неможливо
# source-hash: b23217e4ddde
effect-lose-levels =
    втратьте { $n } { $n ->
        [one] { -level(case: "acc") }
        [few] { -level(case: "nom-pl") }
       *[many] { -level(case: "gen-pl") }
        [other] { -level(case: "gen") }
    }
    .target =
        { $target } { GENDER($target) ->
            [plur] втрачають
           *[other] втрачає
        } { $n } { $n ->
            [one] { -level(case: "acc") }
            [few] { -level(case: "nom-pl") }
           *[many] { -level(case: "gen-pl") }
            [other] { -level(case: "gen") }
        }
# source-hash: 225bb8b98720
effect-gain-levels =
    отримайте { $n } { $n ->
        [one] { -level(case: "acc") }
        [few] { -level(case: "nom-pl") }
       *[many] { -level(case: "gen-pl") }
        [other] { -level(case: "gen") }
    }
    .target =
        { $target } { GENDER($target) ->
            [plur] отримують
           *[other] отримує
        } { $n } { $n ->
            [one] { -level(case: "acc") }
            [few] { -level(case: "nom-pl") }
           *[many] { -level(case: "gen-pl") }
            [other] { -level(case: "gen") }
        }
# source-hash: 3d1582e16a53
effect-lose-gear =
    втратьте { $what-key ->
        [item] одну { -item(case: "acc") }
        [items] усі свої { -item(case: "nom-pl") }
        [hand-item] одну { -item(case: "acc") }, яку тримаєте в руках
        [hand] усі карти з руки
       *[other] { FORM($what, case: "acc") }
    }
    .target =
        { $target } { GENDER($target) ->
            [plur] втрачають
           *[other] втрачає
        } { $what-key ->
            [item] одну { -item(case: "acc") }
            [items] усі свої { -item(case: "nom-pl") }
            [hand-item] одну { -item(case: "acc") } з рук
            [hand] усі карти з руки
           *[other] { FORM($what, case: "acc") }
        }
# source-hash: 868502bc773a
effect-lose-cards =
    скиньте з руки { $n } { $n ->
        [one] карту
        [few] карти
       *[many] карт
        [other] карти
    }
    .target =
        { $target } { GENDER($target) ->
            [plur] скидають
           *[other] скидає
        } з руки { $n } { $n ->
            [one] карту
            [few] карти
           *[many] карт
            [other] карти
        }
# source-hash: 68a410eec49d
effect-die = ви помираєте
    .target =
        { $target } { GENDER($target) ->
            [plur] помирають
           *[other] помирає
        }
# source-hash: c7ef80271ad6
effect-draw-doors =
    візьміть { $n } { $n ->
        [one] карту
        [few] карти
       *[many] карт
        [other] карти
    } { -door(case: "gen") } лицем донизу
    .target =
        { $target } { GENDER($target) ->
            [plur] беруть
           *[other] бере
        } { $n } { $n ->
            [one] карту
            [few] карти
           *[many] карт
            [other] карти
        } { -door(case: "gen") } лицем донизу
# source-hash: 7ed6f0c6864e
effect-draw-treasures =
    візьміть { $n } { $n ->
        [one] карту
        [few] карти
       *[many] карт
        [other] карти
    } { -treasure(case: "gen-pl") } лицем донизу
    .target =
        { $target } { GENDER($target) ->
            [plur] беруть
           *[other] бере
        } { $n } { $n ->
            [one] карту
            [few] карти
           *[many] карт
            [other] карти
        } { -treasure(case: "gen-pl") } лицем донизу
# source-hash: 5c88efcefcfe
effect-wins-ties = у разі нічиєї перемагаєте ви
# source-hash: 714de919ae73
effect-hand-limit = ваш ліміт карт у руці — { $n }
    .target = ліміт карт у руці { FORM($target, case: "gen") } — { $n }
# source-hash: 2937ceff235d
effect-unlimited-big = ви можете носити скільки завгодно { -big-item(case: "gen-pl") }
# source-hash: a3e656fc7c21
effect-steal-items =
    вкрадіть { $n } { $n ->
        [one] { -item(case: "acc") }
        [few] { -item(case: "nom-pl") }
       *[many] { -item(case: "gen-pl") }
        [other] { -item(case: "gen") }
    }
    .target =
        вкрадіть { $n } { $n ->
            [one] { -item(case: "acc") }
            [few] { -item(case: "nom-pl") }
           *[many] { -item(case: "gen-pl") }
            [other] { -item(case: "gen") }
        } в { FORM($target, case: "gen") }
# source-hash: c82e0b0ed2d6
effect-add-monster =
    додайте до бою { $n } { $n ->
        [one] монстра
        [few] монстри
       *[many] монстрів
        [other] монстра
    }
    .target =
        додайте до бою { $n } { $n ->
            [one] монстра
            [few] монстри
           *[many] монстрів
            [other] монстра
        } з { FORM($target, case: "gen") }
# source-hash: d9e54039ae56
effect-add-tagged-monster =
    додайте до бою з руки { $n ->
        [one]
            { GENDER($tag) ->
                [fem] одну
                [neut] одне
               *[masc]
                    { ANIMACY($tag) ->
                        [anim] одного
                       *[inan] один
                    }
            } { FORM($tag, case: "acc") }
        [few] { $n } монстри типу «{ $tag }»
       *[many] { $n } монстрів типу «{ $tag }»
        [other] { $n } монстра типу «{ $tag }»
    }
# source-hash: e0ea50cc4459
effect-copy-monster = до бою приєднується копія монстра з усіма його посиленнями
# source-hash: 3a602e0f82fc
effect-extra-slot =
    ви можете мати ще { $what-key ->
        [race] одну { FORM($what, case: "acc") }
       *[other] один { FORM($what, case: "acc") }
    }
# source-hash: 0ee31c7d3c29
effect-win-game = ви виграєте гру
# source-hash: 42f9ff611317
effect-usable = можна використовувати
    .if = використовувати можна, лише якщо { $condition }
# source-hash: 346eee91b26d
effect-free-help = ви можете допомагати без підкупу
# source-hash: 02285b7d6799
effect-change-gender = змініть стать
    .target =
        { $target } { GENDER($target) ->
            [plur] змінюють
           *[other] змінює
        } стать
# source-hash: 5022e19f5c4e
effect-monster-flees = монстр виходить із бою (без перемоги й без { -treasure(case: "gen-pl") })
    .target =
        { $target } { GENDER($target) ->
            [plur] виходять
           *[other] виходить
        } із бою (без перемоги й без { -treasure(case: "gen-pl") })
# source-hash: 296eabf072b9
effect-level-bonus-only = якщо віддати її монстрові, рахується лише її бонус
# source-hash: 733f84a3b44d
effect-move-take = візьміть до руки { FORM($cards, case: "acc") }
# source-hash: 0d0f2c7fd213
effect-move-discard = скиньте { FORM($cards, case: "acc") }
# source-hash: 7caee1aa8674
effect-move-give = віддайте { FORM($cards, case: "acc") } { FORM($who, case: "dat") }
# source-hash: ae372f482d72
effect-move-steal = вкрадіть { FORM($cards, case: "acc") }
# source-hash: ae83d12cfa80
effect-move-return = поверніть { FORM($cards, case: "acc") } власникові
# source-hash: ea421bfc8080
effect-cancel = скасуйте її (вона не діє, а обидві карти йдуть у скид)
# source-hash: faecd8124764
effect-waive = ігноруйте одне обмеження { FORM($cards, case: "gen") }

## Числа правил

# source-hash: 137433ff6f9a
effect-set-helpers =
    { $n ->
        [0] у бою ніхто не може допомагати
       *[other]
            у бою можуть допомагати { $n } { $n ->
                [one] гравець
                [few] гравці
               *[many] гравців
                [other] гравця
            }
    }
    .target =
        { $n ->
            [0] у бою ніхто не може допомагати { FORM($target, case: "dat") }
           *[other]
                { FORM($target, case: "dat") } у бою можуть допомагати { $n } { $n ->
                    [one] гравець
                    [few] гравці
                   *[many] гравців
                    [other] гравця
                }
        }
# source-hash: 07ac642da08e
effect-change-helpers = { $n-signed } до кількості дозволених помічників
    .floor = { $n-signed } до кількості дозволених помічників, але не менше { $floor }
    .ceiling = { $n-signed } до кількості дозволених помічників, але не більше { $ceiling }
    .target = { $n-signed } до кількості помічників, дозволених { FORM($target, case: "dat") }
# source-hash: eecc4d6e9077
effect-set-big-items = ваш ліміт { -big-item(case: "gen-pl") } — { $n }
    .target = ліміт { -big-item(case: "gen-pl") } { FORM($target, case: "gen") } — { $n }
# source-hash: c4251d47cfb4
effect-change-big-items = { $n-signed } до вашого ліміту { -big-item(case: "gen-pl") }
    .floor = { $n-signed } до вашого ліміту { -big-item(case: "gen-pl") }, але не менше { $floor }
    .ceiling = { $n-signed } до вашого ліміту { -big-item(case: "gen-pl") }, але не більше { $ceiling }
    .target = { $n-signed } до ліміту { -big-item(case: "gen-pl") } { FORM($target, case: "gen") }
# source-hash: e7a789a5932a
effect-set-kill-levels =
    перемога дає { $n } { $n ->
        [one] { -level(case: "acc") }
        [few] { -level(case: "nom-pl") }
       *[many] { -level(case: "gen-pl") }
        [other] { -level(case: "gen") }
    }
    .target =
        перемога дає { FORM($target, case: "dat") } { $n } { $n ->
            [one] { -level(case: "acc") }
            [few] { -level(case: "nom-pl") }
           *[many] { -level(case: "gen-pl") }
            [other] { -level(case: "gen") }
        }
# source-hash: f926d0cbbbc6
effect-change-kill-levels = { $n-signed } до { -level(case: "gen-pl") } за перемогу
    .floor = { $n-signed } до { -level(case: "gen-pl") } за перемогу, але не менше { $floor }
    .ceiling = { $n-signed } до { -level(case: "gen-pl") } за перемогу, але не більше { $ceiling }
    .target = { $n-signed } до { -level(case: "gen-pl") } за перемогу для { FORM($target, case: "gen") }
# source-hash: 4aa44260667a
effect-set-kill-treasures =
    перемога дає { $n } { $n ->
        [one] { -treasure }
        [few] { -treasure(case: "nom-pl") }
       *[many] { -treasure(case: "gen-pl") }
        [other] { -treasure(case: "gen") }
    }
    .target =
        перемога дає { FORM($target, case: "dat") } { $n } { $n ->
            [one] { -treasure }
            [few] { -treasure(case: "nom-pl") }
           *[many] { -treasure(case: "gen-pl") }
            [other] { -treasure(case: "gen") }
        }
# source-hash: e429b99bba06
effect-change-kill-treasures = { $n-signed } до { -treasure(case: "gen-pl") } за перемогу
    .floor = { $n-signed } до { -treasure(case: "gen-pl") } за перемогу, але не менше { $floor }
    .ceiling = { $n-signed } до { -treasure(case: "gen-pl") } за перемогу, але не більше { $ceiling }
    .target = { $n-signed } до { -treasure(case: "gen-pl") } за перемогу для { FORM($target, case: "gen") }
# source-hash: 5a2546b6f7ac
effect-set-escape-roll = ви змиваєтеся, якщо викинете { $n } або більше
    .target =
        { $target } { GENDER($target) ->
            [plur] змиваються
           *[other] змивається
        }, якщо викине { $n } або більше
# source-hash: 6a2437c4809e
effect-change-escape-roll = { $n-signed } до кидка, потрібного для { -run-away(case: "gen") }
    .floor = { $n-signed } до кидка, потрібного для { -run-away(case: "gen") }, але не менше { $floor }
    .ceiling = { $n-signed } до кидка, потрібного для { -run-away(case: "gen") }, але не більше { $ceiling }
    .target = { $n-signed } до кидка, потрібного { FORM($target, case: "dat") } для { -run-away(case: "gen") }
# source-hash: d139a4a2bfb2
effect-set-headgear-slots = ви можете носити { $n } { -headgear(case: "acc") }
    .target = { $target } може носити { $n } { -headgear(case: "acc") }
# source-hash: c47aaab02db1
effect-change-headgear-slots = { $n-signed } до кількості { -headgear(case: "gen") }, які ви можете носити
    .floor = { $n-signed } до кількості { -headgear(case: "gen") }, які ви можете носити, але не менше { $floor }
    .ceiling = { $n-signed } до кількості { -headgear(case: "gen") }, які ви можете носити, але не більше { $ceiling }
    .target = { $n-signed } до кількості { -headgear(case: "gen") }, які може носити { $target }
# source-hash: bb8ae5091401
effect-set-armor-slots = ви можете носити { $n } { -armor(case: "acc") }
    .target = { $target } може носити { $n } { -armor(case: "acc") }
# source-hash: 0eebb16d7748
effect-change-armor-slots = { $n-signed } до кількості { -armor(case: "gen") }, які ви можете носити
    .floor = { $n-signed } до кількості { -armor(case: "gen") }, які ви можете носити, але не менше { $floor }
    .ceiling = { $n-signed } до кількості { -armor(case: "gen") }, які ви можете носити, але не більше { $ceiling }
    .target = { $n-signed } до кількості { -armor(case: "gen") }, які може носити { $target }
# source-hash: 4174fdc815ce
effect-set-footgear-slots = ви можете носити { $n } { -footgear(case: "acc") }
    .target = { $target } може носити { $n } { -footgear(case: "acc") }
# source-hash: e3f011e6c10a
effect-change-footgear-slots = { $n-signed } до кількості { -footgear(case: "gen") }, які ви можете носити
    .floor = { $n-signed } до кількості { -footgear(case: "gen") }, які ви можете носити, але не менше { $floor }
    .ceiling = { $n-signed } до кількості { -footgear(case: "gen") }, які ви можете носити, але не більше { $ceiling }
    .target = { $n-signed } до кількості { -footgear(case: "gen") }, які може носити { $target }
# source-hash: e54eab52177d
effect-set-hands =
    у вас { $n } { $n ->
        [one] рука
        [few] руки
       *[many] рук
        [other] руки
    } для шмоток
    .target =
        у { FORM($target, case: "gen") } { $n } { $n ->
            [one] рука
            [few] руки
           *[many] рук
            [other] руки
        } для шмоток
# source-hash: 59531ac2f303
effect-change-hands = { $n-signed } до кількості ваших рук для шмоток
    .floor = { $n-signed } до кількості ваших рук для шмоток, але не менше { $floor }
    .ceiling = { $n-signed } до кількості ваших рук для шмоток, але не більше { $ceiling }
    .target = { $n-signed } до кількості рук для шмоток у { FORM($target, case: "gen") }
# source-hash: 634e29e85144
effect-change-hand-limit = { $n-signed } до вашого ліміту карт у руці
    .floor = { $n-signed } до вашого ліміту карт у руці, але не менше { $floor }
    .ceiling = { $n-signed } до вашого ліміту карт у руці, але не більше { $ceiling }
    .target = { $n-signed } до ліміту карт у руці { FORM($target, case: "gen") }
    .floor-target = { $n-signed } до ліміту карт у руці { FORM($target, case: "gen") }, але не менше { $floor }
    .ceiling-target = { $n-signed } до ліміту карт у руці { FORM($target, case: "gen") }, але не більше { $ceiling }

## Ціна (сплачується перед ефектами)

# source-hash: 17153accdfa7
cost-discard-cards =
    скиньте { $n } { $n ->
        [one] карту
        [few] карти
       *[many] карт
        [other] карти
    }
# source-hash: cad4f0582001
cost-discard-up-to =
    скиньте до { $n } { $n ->
        [one] карти
        [few] карт
       *[many] карт
        [other] карти
    }
# source-hash: 41ffc747d67f
cost-discard-hand = скиньте всю руку
# source-hash: 4b72b0431441
cost-discard-items =
    скиньте { $n } { $n ->
        [one] { -item(case: "acc") }, яку ви несете
        [few] { -item(case: "nom-pl") }, які ви несете
       *[many] { -item(case: "gen-pl") }, які ви несете
        [other] { -item(case: "gen") }, яку ви несете
    }
# source-hash: 320135fe9eed
cost-discard-self = скиньте { FORM($card, case: "acc") }
# source-hash: 848d7dc6c83f
cost-discard-level-card =
    скиньте { $n } { $n ->
        [one] карту
        [few] карти
       *[many] карт
        [other] карти
    } «{ -kind-go-up-a-level }»

## Цілі

# source-hash: 8c49a33c1857
target-self =
    { $case ->
        [gen] вас
        [dat] вам
        [acc] вас
        [ins] вами
        [loc] вас
       *[nom] ви
    }
    .gender = plur
# source-hash: 734030566557
target-player =
    { $case ->
        [gen] гравця в бою
        [dat] гравцеві в бою
        [acc] гравця в бою
        [ins] гравцем у бою
        [loc] гравцеві в бою
       *[nom] гравець у бою
    }
    .gender = masc
# source-hash: 8a3ed1f4d70a
target-victim =
    { $case ->
        [gen] жертви
        [dat] жертві
        [acc] жертву
        [ins] жертвою
        [loc] жертві
       *[nom] жертва
    }
    .gender = fem
# source-hash: abc3a2f96a9f
target-monster =
    { $case ->
        [gen] монстра
        [dat] монстрові
        [acc] монстра
        [ins] монстром
        [loc] монстрові
       *[nom] монстр
    }
    .gender = masc
# source-hash: 2a8b83e8f0d0
target-one-monster =
    { $case ->
        [gen] одного монстра
        [dat] одному монстрові
        [acc] одного монстра
        [ins] одним монстром
        [loc] одному монстрові
       *[nom] один монстр
    }
    .gender = masc
# source-hash: bb3a539bdcc8
target-all-monsters =
    { $case ->
        [gen] всіх монстрів
        [dat] всім монстрам
        [acc] всіх монстрів
        [ins] усіма монстрами
        [loc] усіх монстрах
       *[nom] усі монстри
    }
    .gender = plur
# source-hash: b5c25ed33915
target-either-side =
    { $case ->
        [gen] будь-якої сторони
        [dat] будь-якій стороні
        [acc] будь-яку сторону
        [ins] будь-якою стороною
        [loc] будь-якій стороні
       *[nom] будь-яка сторона
    }
    .gender = fem
# source-hash: ff5a53334c7a
target-any-player =
    { $case ->
        [gen] будь-якого гравця
        [dat] будь-якому гравцеві
        [acc] будь-якого гравця
        [ins] будь-яким гравцем
        [loc] будь-якому гравцеві
       *[nom] будь-який гравець
    }
    .gender = masc
# source-hash: 0db8e8d89106
target-other-player =
    { $case ->
        [gen] іншого гравця
        [dat] іншому гравцеві
        [acc] іншого гравця
        [ins] іншим гравцем
        [loc] іншому гравцеві
       *[nom] інший гравець
    }
    .gender = masc
# source-hash: ddfa6d3bc180
target-each-player =
    { $case ->
        [gen] кожного гравця
        [dat] кожному гравцеві
        [acc] кожного гравця
        [ins] кожним гравцем
        [loc] кожному гравцеві
       *[nom] кожен гравець
    }
    .gender = masc
# source-hash: cfddc15b12a9
target-helper =
    { $case ->
        [gen] вашого помічника
        [dat] вашому помічникові
        [acc] вашого помічника
        [ins] вашим помічником
        [loc] вашому помічникові
       *[nom] ваш помічник
    }
    .gender = masc
# source-hash: 20411b337c60
target-hand =
    { $case ->
        [gen] вашої руки
        [dat] вашій руці
        [acc] вашу руку
        [ins] вашою рукою
        [loc] вашій руці
       *[nom] ваша рука
    }
    .gender = fem
# source-hash: f59785732b19
target-selected =
    { $case ->
        [gen] { FORM($who, case: "gen") }
        [dat] { FORM($who, case: "dat") }
        [acc] { FORM($who, case: "acc") }
        [ins] { FORM($who, case: "ins") }
        [loc] { FORM($who, case: "loc") }
       *[nom] { $who }
    }
    .gender = { GENDER($who) }

## Що рахують («за кожен»: знахідний відмінок)

# source-hash: aac00de5e27b
counter-discarded-card =
    { $case ->
        [acc] кожну скинуту карту
       *[nom] кожна скинута карта
    }
# source-hash: 4da1bc6d134e
counter-tagged-monster =
    { $case ->
        [acc]
            { GENDER($tag) ->
                [fem] кожну
                [neut] кожне
               *[masc]
                    { ANIMACY($tag) ->
                        [anim] кожного
                       *[inan] кожен
                    }
            } { FORM($tag, case: "acc") } у бою
       *[nom]
            { GENDER($tag) ->
                [fem] кожна
                [neut] кожне
               *[masc] кожен
            } { $tag } у бою
    }
# source-hash: 6dbbb3963d31
counter-monster-in-combat =
    { $case ->
        [acc] кожного монстра в бою
       *[nom] кожен монстр у бою
    }
# source-hash: ab460b76e00d
counter-item-carried =
    { $case ->
        [acc] кожну { -item(case: "acc") }, яку ви несете
       *[nom] кожна { -item }, яку ви несете
    }
# source-hash: 8e47c0a563f2
counter-player-helping =
    { $case ->
        [acc] кожного гравця, що допомагає
       *[nom] кожен гравець, що допомагає
    }
# source-hash: 876d1a5ead8a
counter-count-cards =
    { $case ->
        [acc] кожну з { FORM($cards, case: "gen") }
       *[nom] кожна з { FORM($cards, case: "gen") }
    }
# source-hash: f2ff8993914b
counter-count-players =
    { $case ->
        [acc]
            { $who-key ->
                [another] кожного іншого гравця
                [any] кожного гравця
               *[other] кожного з { FORM($who, case: "gen") }
            }
       *[nom]
            { $who-key ->
                [another] кожен інший гравець
                [any] кожен гравець
               *[other] кожен з { FORM($who, case: "gen") }
            }
    }
# source-hash: c407bcfba8ff
counter-each-player =
    { $case ->
        [acc] кожного гравця
       *[nom] кожен гравець
    }
# source-hash: cd35f234f1f5
counter-each-combatant =
    { $case ->
        [acc] кожного гравця в бою
       *[nom] кожен гравець у бою
    }

## Тривалість

# source-hash: 28aacd0a0a1d
duration-end-of-combat = до кінця бою
# source-hash: a72425d5741f
duration-end-of-next-combat = до кінця вашого наступного бою
# source-hash: 706750540f5b
duration-end-of-turn = до кінця ходу
# source-hash: a2663954e88e
duration-end-of-next-turn = до кінця вашого наступного ходу
# source-hash: 92ca1acc5cfd
duration-death = , доки ви не помрете
# source-hash: f161d4965ab5
duration-next-kill = до вашої наступної перемоги над монстром
# source-hash: 84f2c3435daa
duration-next-death = до вашої наступної смерті
# source-hash: a832f01a18a0
duration-next-won-combat = , доки ви знову не переможете в бою
# source-hash: d09beff16c40
duration-next-lost-combat = , доки ви знову не програєте бій
# source-hash: ed9011784304
duration-next-level-gained = , доки ви знову не отримаєте { -level(case: "acc") }
# source-hash: 0759897cf0ca
duration-next-card-played = , доки ви знову не зіграєте карту
# source-hash: 83a7b817a862
duration-next-turn-started = до початку вашого наступного ходу
# source-hash: 9edb4a7507b6
duration-next-item-lost = , доки ви знову не втратите { -item(case: "acc") }
# source-hash: c0821a12d77e
duration-next-slot-lost = , доки ви не втратите { FORM($slot, case: "acc") }

## Хто обирає

# source-hash: c43e7fe136f2
chooser-victim = жертва обирає
# source-hash: 7b2530aebffa
chooser-self = ви обираєте
# source-hash: 1828a1f6d850
chooser-player = гравець у бою обирає

## Вибір гравців

# source-hash: 617a6dab1ea3
selector-you =
    { $case ->
        [gen] вас
        [dat] вам
        [acc] вас
        [ins] вами
        [loc] вас
       *[nom] ви
    }
    .gender = plur
# source-hash: 3a5e04bc0121
selector-victim =
    { $case ->
        [gen] жертви
        [dat] жертві
        [acc] жертву
        [ins] жертвою
        [loc] жертві
       *[nom] жертва
    }
    .gender = fem
# source-hash: f94618dd1529
selector-fighter =
    { $case ->
        [gen] бійця
        [dat] бійцеві
        [acc] бійця
        [ins] бійцем
        [loc] бійцеві
       *[nom] боєць
    }
    .gender = masc
# source-hash: d46ef8412842
selector-helper =
    { $case ->
        [gen] помічника
        [dat] помічникові
        [acc] помічника
        [ins] помічником
        [loc] помічникові
       *[nom] помічник
    }
    .gender = masc
# source-hash: f9b4db231c5b
selector-combatants =
    { $case ->
        [gen] гравців у бою
        [dat] гравцям у бою
        [acc] гравців у бою
        [ins] гравцями в бою
        [loc] гравцях у бою
       *[nom] гравці в бою
    }
    .gender = plur
# source-hash: a6c885e41d87
selector-combatant-other =
    { $case ->
        [gen] одного з гравців у бою, крім вас
        [dat] одному з гравців у бою, крім вас
        [acc] одного з гравців у бою, крім вас
        [ins] одним із гравців у бою, крім вас
        [loc] одному з гравців у бою, крім вас
       *[nom] один із гравців у бою, крім вас
    }
    .gender = masc
# source-hash: bcbf8a6232d2
selector-another =
    { $case ->
        [gen] іншого гравця
        [dat] іншому гравцеві
        [acc] іншого гравця
        [ins] іншим гравцем
        [loc] іншому гравцеві
       *[nom] інший гравець
    }
    .gender = masc
# source-hash: 0ef11e7a98e6
selector-any =
    { $case ->
        [gen] будь-якого гравця
        [dat] будь-якому гравцеві
        [acc] будь-якого гравця
        [ins] будь-яким гравцем
        [loc] будь-якому гравцеві
       *[nom] будь-який гравець
    }
    .gender = masc
# source-hash: 71bc4d8b5c51
selector-others =
    { $case ->
        [gen] кожного з інших гравців
        [dat] кожному з інших гравців
        [acc] кожного з інших гравців
        [ins] кожним з інших гравців
        [loc] кожному з інших гравців
       *[nom] кожен з інших гравців
    }
    .gender = masc
# source-hash: fd845743cd36
selector-everyone =
    { $case ->
        [gen] кожного гравця
        [dat] кожному гравцеві
        [acc] кожного гравця
        [ins] кожним гравцем
        [loc] кожному гравцеві
       *[nom] кожен гравець
    }
    .gender = masc
# source-hash: 58ded1947547
selector-extreme =
    { $case ->
        [gen] гравця
        [dat] гравцеві
        [acc] гравця
        [ins] гравцем
        [loc] гравцеві
       *[nom] гравець
    }, у якого { $which-key ->
        [lowest]
            { GENDER($q) ->
                [fem] найнижча
                [neut] найнижче
               *[masc] найнижчий
            }
       *[highest]
            { GENDER($q) ->
                [fem] найвища
                [neut] найвище
               *[masc] найвищий
            }
    } { FORM($q, case: "bare") }
    .gender = masc
# source-hash: 8e03c6f450a7
selector-extreme-all =
    { $case ->
        [gen] гравців
        [dat] гравцям
        [acc] гравців
        [ins] гравцями
        [loc] гравцях
       *[nom] гравці
    }, у яких { $which-key ->
        [lowest]
            { GENDER($q) ->
                [fem] найнижча
                [neut] найнижче
               *[masc] найнижчий
            }
       *[highest]
            { GENDER($q) ->
                [fem] найвища
                [neut] найвище
               *[masc] найвищий
            }
    } { FORM($q, case: "bare") }
    .gender = plur
# source-hash: f4ce676b5601
selector-extreme-other =
    { $case ->
        [gen] іншого гравця
        [dat] іншому гравцеві
        [acc] іншого гравця
        [ins] іншим гравцем
        [loc] іншому гравцеві
       *[nom] інший гравець
    }, у якого { $which-key ->
        [lowest]
            { GENDER($q) ->
                [fem] найнижча
                [neut] найнижче
               *[masc] найнижчий
            }
       *[highest]
            { GENDER($q) ->
                [fem] найвища
                [neut] найвище
               *[masc] найвищий
            }
    } { FORM($q, case: "bare") }
    .gender = masc
# source-hash: c1056c13c7fb
selector-extreme-level =
    { $case ->
        [gen] гравця
        [dat] гравцеві
        [acc] гравця
        [ins] гравцем
        [loc] гравцеві
       *[nom] гравець
    } з { $which-key ->
        [lowest] найнижчим
        [lowest-level] найнижчим
       *[other] найвищим
    } { -level(case: "ins") }
    .gender = masc
# source-hash: b0b1d4e6a7fb
selector-extreme-level-other =
    { $case ->
        [gen] іншого гравця
        [dat] іншому гравцеві
        [acc] іншого гравця
        [ins] іншим гравцем
        [loc] іншому гравцеві
       *[nom] інший гравець
    } з { $which-key ->
        [lowest] найнижчим
        [lowest-level] найнижчим
       *[other] найвищим
    } { -level(case: "ins") }
    .gender = masc

## Вибір карт (форми: nom, gen, dat, acc)

# source-hash: 3c4999e1e032
card-selector-all =
    { $case ->
        [gen] { FORM($what, case: "gen-pl") } { $where }
        [dat] { FORM($what, case: "dat-pl") } { $where }
        [acc] { FORM($what, case: "acc-pl") } { $where }
       *[nom] { FORM($what, case: "nom-pl") } { $where }
    }
    .gender = plur
# source-hash: 567c892fd7c7
card-selector-one =
    { $case ->
        [gen] { FORM($what, case: "gen") } { $where }
        [dat] { FORM($what, case: "dat") } { $where }
        [acc] { FORM($what, case: "acc") } { $where }
       *[nom] { $what } { $where }
    }
    .gender = { GENDER($what) }
# source-hash: b47ec12c3f9f
card-selector-a-kind =
    { $case ->
        [gen] { FORM($what, case: "gen") }
        [dat] { FORM($what, case: "dat") }
        [acc] { FORM($what, case: "acc") }
       *[nom] { $what }
    }
    .gender = { GENDER($what) }
# source-hash: 08e673e6251d
card-selector-some =
    { $n } { $n ->
        [one]
            { $case ->
                [gen] { FORM($what, case: "gen") }
                [dat] { FORM($what, case: "dat") }
                [acc] { FORM($what, case: "acc") }
               *[nom] { $what }
            }
        [few] { FORM($what, case: "nom-pl") }
       *[many] { FORM($what, case: "gen-pl") }
        [other] { FORM($what, case: "gen") }
    } { $where }
    .gender =
        { $n ->
            [one] { GENDER($what) }
            [few] plur
            [many] plur
           *[other] plur
        }
# source-hash: 7d463f66ac1c
card-selector-top-discard =
    { $case ->
        [gen] верхньої карти скиду { FORM($deck, case: "gen") }
        [dat] верхній карті скиду { FORM($deck, case: "gen") }
        [acc] верхню карту скиду { FORM($deck, case: "gen") }
       *[nom] верхня карта скиду { FORM($deck, case: "gen") }
    }
    .gender = fem
# source-hash: 2b0e2cc6a084
card-selector-top-deck =
    { $case ->
        [gen] верхньої карти колоди { FORM($deck, case: "gen") }
        [dat] верхній карті колоди { FORM($deck, case: "gen") }
        [acc] верхню карту колоди { FORM($deck, case: "gen") }
       *[nom] верхня карта колоди { FORM($deck, case: "gen") }
    }
    .gender = fem
# source-hash: b1b471eb78b3
card-selector-best =
    { $case ->
        [gen] вашої найкращої { -item(case: "gen") }
        [dat] вашій найкращій { -item(case: "dat") }
        [acc] вашу найкращу { -item(case: "acc") }
       *[nom] ваша найкраща { -item }
    }
    .gender = fem
# source-hash: 92c18134f860
card-selector-best-of =
    { $case ->
        [gen] найкращої з { FORM($what, case: "gen-pl") } { $where }
        [dat] найкращій з { FORM($what, case: "gen-pl") } { $where }
        [acc] найкращу з { FORM($what, case: "gen-pl") } { $where }
       *[nom] найкраща з { FORM($what, case: "gen-pl") } { $where }
    }
    .gender = fem
# source-hash: f51063bde449
card-selector-yours =
    { $case ->
        [gen] ваших { FORM($what, case: "gen-pl") }
        [dat] вашим { FORM($what, case: "dat-pl") }
        [acc] ваші { FORM($what, case: "acc-pl") }
       *[nom] ваші { FORM($what, case: "nom-pl") }
    }
    .gender = plur
# source-hash: 6eff432f8487
card-selector-it =
    { $case ->
        [gen] цієї карти
        [dat] цій карті
        [acc] цю карту
       *[nom] ця карта
    }
    .gender = fem
# source-hash: 336574393dc0
card-selector-this =
    { $case ->
        [gen] цієї карти
        [dat] цій карті
        [acc] цю карту
       *[nom] ця карта
    }
    .gender = fem

## Види карт, які називає вибір (однина: nom, gen, dat, acc; множина: nom-pl, gen-pl, dat-pl, acc-pl)

# source-hash: c1270e933645
card-kind-card =
    { $case ->
        [gen] карти
        [dat] карті
        [acc] карту
        [nom-pl] карти
        [gen-pl] карт
        [dat-pl] картам
        [acc-pl] карти
       *[nom] карта
    }
    .gender = fem
# source-hash: 48bf5377496c
card-kind-item =
    { $case ->
        [gen] { -item(case: "gen") }
        [dat] { -item(case: "dat") }
        [acc] { -item(case: "acc") }
        [nom-pl] { -item(case: "nom-pl") }
        [gen-pl] { -item(case: "gen-pl") }
        [dat-pl] { -item(case: "dat-pl") }
        [acc-pl] { -item(case: "nom-pl") }
       *[nom] { -item }
    }
    .gender = fem
# source-hash: 3851040b1708
card-kind-big-item =
    { $case ->
        [gen] { -big-item(case: "gen") }
        [dat] { -big-item(case: "dat") }
        [acc] { -big-item(case: "acc") }
        [nom-pl] { -big-item(case: "nom-pl") }
        [gen-pl] { -big-item(case: "gen-pl") }
        [dat-pl] { -big-item(case: "dat-pl") }
        [acc-pl] { -big-item(case: "nom-pl") }
       *[nom] { -big-item }
    }
    .gender = fem
# source-hash: a3df92c296ed
card-kind-item-bonus =
    { $case ->
        [gen] { -item(case: "gen") } з бонусом щонайменше { $n }
        [dat] { -item(case: "dat") } з бонусом щонайменше { $n }
        [acc] { -item(case: "acc") } з бонусом щонайменше { $n }
        [nom-pl] { -item(case: "nom-pl") } з бонусом щонайменше { $n }
        [gen-pl] { -item(case: "gen-pl") } з бонусом щонайменше { $n }
        [dat-pl] { -item(case: "dat-pl") } з бонусом щонайменше { $n }
        [acc-pl] { -item(case: "nom-pl") } з бонусом щонайменше { $n }
       *[nom] { -item } з бонусом щонайменше { $n }
    }
    .gender = fem
# source-hash: 6c4e98e66600
card-kind-slot =
    { $case ->
        [gen] { FORM($slot, case: "gen") }
        [dat] { FORM($slot, case: "dat") }
        [acc] { FORM($slot, case: "acc") }
        [nom-pl] { FORM($slot, case: "nom-pl") }
        [gen-pl] { FORM($slot, case: "gen-pl") }
        [dat-pl] { FORM($slot, case: "dat-pl") }
        [acc-pl] { FORM($slot, case: "nom-pl") }
       *[nom] { $slot }
    }
    .gender = { GENDER($slot) }
# source-hash: 0a5901a219e9
card-kind-tagged-card =
    { $case ->
        [gen] карти типу «{ $tag }»
        [dat] карті типу «{ $tag }»
        [acc] карту типу «{ $tag }»
        [nom-pl] карти типу «{ $tag }»
        [gen-pl] карт типу «{ $tag }»
        [dat-pl] картам типу «{ $tag }»
        [acc-pl] карти типу «{ $tag }»
       *[nom] карта типу «{ $tag }»
    }
    .gender = fem
# source-hash: 264274135988
card-kind-tagged-item =
    { $case ->
        [gen] { -item(case: "gen") } типу «{ $tag }»
        [dat] { -item(case: "dat") } типу «{ $tag }»
        [acc] { -item(case: "acc") } типу «{ $tag }»
        [nom-pl] { -item(case: "nom-pl") } типу «{ $tag }»
        [gen-pl] { -item(case: "gen-pl") } типу «{ $tag }»
        [dat-pl] { -item(case: "dat-pl") } типу «{ $tag }»
        [acc-pl] { -item(case: "nom-pl") } типу «{ $tag }»
       *[nom] { -item } типу «{ $tag }»
    }
    .gender = fem
# source-hash: f10e15bbf5ad
card-kind-monster =
    { $case ->
        [gen] монстра
        [dat] монстрові
        [acc] монстра
        [nom-pl] монстри
        [gen-pl] монстрів
        [dat-pl] монстрам
        [acc-pl] монстрів
       *[nom] монстр
    }
    .gender = masc
# source-hash: e848eccf5202
card-kind-tagged-monster =
    { $case ->
        [gen] { FORM($tag, case: "gen") }
        [dat] { FORM($tag, case: "dat") }
        [acc] { FORM($tag, case: "acc") }
        [nom-pl] монстри типу «{ $tag }»
        [gen-pl] монстрів типу «{ $tag }»
        [dat-pl] монстрам типу «{ $tag }»
        [acc-pl] монстрів типу «{ $tag }»
       *[nom] { $tag }
    }
    .gender = { GENDER($tag) }
# source-hash: 8eded4bc7935
card-kind-kind =
    { $case ->
        [gen] карти «{ $kind }»
        [dat] карті «{ $kind }»
        [acc] карту «{ $kind }»
        [nom-pl] карти «{ $kind }»
        [gen-pl] карт «{ $kind }»
        [dat-pl] картам «{ $kind }»
        [acc-pl] карти «{ $kind }»
       *[nom] карта «{ $kind }»
    }
    .gender = fem

## Де лежать карти

# source-hash: b7e0e79e71b2
place-hand = з вашої руки
# source-hash: 0be21dc5a97d
place-hand-of = з руки { FORM($who, case: "gen") }
# source-hash: dd893574ce11
place-carried = з вашого спорядження
# source-hash: 1a1e13d7cf65
place-carried-by = зі спорядження { FORM($who, case: "gen") }
# source-hash: c493b02cf072
place-equipped = з того, що на вас вдягнено
# source-hash: 3e6d98a77d11
place-equipped-by = з того, що вдягнено на { FORM($who, case: "acc") }
# source-hash: 1c2e7fde5a21
place-in-play = у грі
# source-hash: c49216301729
place-in-front-of = у грі перед { FORM($who, case: "ins") }
# source-hash: 55c279965441
place-discard-pile = зі скиду { FORM($deck, case: "gen") }
# source-hash: cb88a032c2f0
place-deck = з колоди { FORM($deck, case: "gen") }
# source-hash: 7698bfd17dac
place-combat = у бою

## Як складаються частини правила

# source-hash: 381300ce51ef
construct-ability = { $head }: { $effects }
# source-hash: 5bef4834a314
construct-ability-paid = { $head } { $costs }: { $effects }
    .conditional = { $head }, { $costs }: { $effects }
# source-hash: 141fa6022ac4
construct-paid = { $costs }: { $effects }
# source-hash: 0975c92d33cd
construct-window-if = { $window }, якщо { $condition }
# source-hash: 996050b2af49
construct-if = якщо { $condition }
# source-hash: 977d7989661d
construct-for-each = { $effect } за { FORM($counter, case: "acc") }
# source-hash: 064992191811
construct-lasting = { $effect } { $duration }
# source-hash: 54cba45f96e6
construct-effect-if = { $effect }, якщо { $condition }
# source-hash: 823f89297d5a
construct-target = { $effect } ({ $target })
# source-hash: bd01a7654576
construct-not = неправда, що { $condition }
# source-hash: 80c8e4eb3000
construct-choice = { $chooser }: { $options }
# source-hash: 4501ffbb2555
construct-choice-free = оберіть одне: { $options }
# source-hash: bdec7fe02fb3
construct-compare =
    { $quantity } { $op ->
        [lt] менше за { $n }
        [le] { $n } або менше
        [eq] дорівнює { $n }
        [ne] не дорівнює { $n }
        [ge] { $n } або більше
       *[gt] більше за { $n }
    }
# source-hash: 486219daba9b
construct-compare-other =
    { $quantity } { $op ->
        [lt] менше, ніж { $other }
        [le] не більше, ніж { $other }
        [eq] дорівнює { FORM($other, case: "dat") }
        [ne] не дорівнює { FORM($other, case: "dat") }
        [ge] не менше, ніж { $other }
       *[gt] більше, ніж { $other }
    }

## Field labels: how a face names a field it lists ("Base: ...")

# source-hash: 97a921581fbf
label-big = Великий
# source-hash: 42fc0aa03eec
label-bonus = Бонус
# source-hash: ccbbe887888f
label-deck = Колода
# source-hash: cd406d8ef4b8
label-gold = Золото
# source-hash: 1d2340eaff64
label-hands = Руки
# source-hash: 8d15a7abe7c9
label-level = Рівень
# source-hash: fc2cd7194466
label-levels = Рівні
# source-hash: 74591aecb1b6
label-slot = Місце
# source-hash: b087f10b7c98
label-treasures = Скарби

## Аркуші для друку: заголовки кожної сторінки (toolkit/render/sheets.py).
## Написано командою Deckwright: чекає на перевірку перекладача.

# source-hash: 6551e5b9592e
sheet-fronts = аркуш { $number }: лицьові боки
# source-hash: cab565dbead2
sheet-backs =
    аркуш { $number }: зворотні боки (двобічний друк, перегортання за { $edge ->
        [long] довгим
       *[short] коротким
    } краєм)
# source-hash: 9eb895a3d45f
sheet-fold = аркуш { $number }: зігніть, склейте, розріжте
# source-hash: c0f89222cfbf
sheet-calibration-front = калібрування двобічного друку: лицьовий бік
# source-hash: 1bfb58074e2a
sheet-calibration-print = надрукуйте обидві сторінки на одному аркуші, двобічно, у масштабі 100 %
# source-hash: 37d57f6bbee5
sheet-calibration-light = подивіться на аркуш проти світла; зчитайте шкали зворотного боку
# source-hash: 250f3a868c63
sheet-calibration-back = калібрування двобічного друку: зворотний бік
# source-hash: b1432ecd76cb
sheet-calibration-x = X у мм (+ зсуває зворотні боки праворуч)
# source-hash: 5f12c7b17e3b
sheet-calibration-y = Y у мм (+ зсуває зворотні боки вгору)
# source-hash: b877736ce5c1
sheet-calibration-offset = використайте --back-offset X,Y (ця сторінка: { $offset })
