### Текст правил карт родини Манчкін: українська.
### Вкладені фрази (цілі, вибори гравців і карт, величини) мають форми за $case: nom, gen, dat,
### acc, ins, loc; величини ще bare (без «ваш») і gen-bare (родовий множини: «більше рівнів»).

## Види карт

kind-monster = { -kind-monster }
kind-curse = { -kind-curse }
kind-race = { -kind-race }
kind-class = { -kind-class }
kind-monster-enhancer = { -kind-monster-enhancer }
kind-wandering-monster = { -kind-wandering-monster }
kind-super-munchkin = { -kind-super-munchkin }
kind-half-breed = { -kind-half-breed }
kind-item = { -kind-item }
kind-one-shot = { -kind-one-shot }
kind-go-up-a-level = { -kind-go-up-a-level }
kind-hireling = { -kind-hireling }
kind-special = { -kind-special }

## Поля

field-level = { -level } { $value }
field-treasures = { $value } { $value ->
    [one] { -treasure }
    [few] { -treasure(case: "nom-pl") }
   *[many] { -treasure(case: "gen-pl") }
  }
field-levels = дає { $value } { $value ->
    [one] { -level(case: "acc") }
    [few] { -level(case: "nom-pl") }
   *[many] { -level(case: "gen-pl") }
  }
field-gold = { $value ->
    [0] Без ціни
   *[other] { $value } { $value ->
        [one] золотий
        [few] золоті
       *[many] золотих
    }
  }
field-bonus = Бонус { $value-signed }
field-slot = { $value }
field-hands = { $value } { $value ->
    [one] рука
    [few] руки
   *[many] рук
  }
field-big = Велика
field-is = { $value }
field-deck = карта { FORM($value, case: "gen") }
field-tags = { $value }

## Моменти

window-any-time = Будь-коли
window-your-turn = У свій хід
window-during-combat = Під час бою
window-outside-combat = Поза боєм
window-when-played = Коли карту зіграно
window-bad-stuff = { -bad-stuff }
window-when-killed = Коли ви переможете { FORM($card, case: "acc") }
window-running-away = Коли ви змиваєтеся
window-helped-kill = Коли ви допомогли іншому гравцеві вбити монстра
window-next-combat = На початку наступного бою жертви
window-start-of-turn = На початку вашого ходу
window-on-death = Коли ви помираєте
window-whenever-kill = Щоразу, коли { $who } { $who-key ->
    [you] вбиваєте
   *[other] { GENDER($who) ->
        [plur] вбивають
       *[other] вбиває
    }
  } монстра
window-whenever-death = Щоразу, коли { $who } { $who-key ->
    [you] помираєте
   *[other] { GENDER($who) ->
        [plur] помирають
       *[other] помирає
    }
  }
window-whenever-won-combat = Щоразу, коли { $who } { $who-key ->
    [you] перемагаєте
   *[other] { GENDER($who) ->
        [plur] перемагають
       *[other] перемагає
    }
  } у бою
window-whenever-lost-combat = Щоразу, коли { $who } { $who-key ->
    [you] програєте
   *[other] { GENDER($who) ->
        [plur] програють
       *[other] програє
    }
  } бій
window-whenever-level-gained = Щоразу, коли { $who } { $who-key ->
    [you] отримуєте
   *[other] { GENDER($who) ->
        [plur] отримують
       *[other] отримує
    }
  } { -level(case: "acc") }
window-whenever-card-played = Щоразу, коли { $who } { $who-key ->
    [you] граєте
   *[other] { GENDER($who) ->
        [plur] грають
       *[other] грає
    }
  } карту
window-whenever-turn-started = Щоразу, коли { $who } { $who-key ->
    [you] починаєте
   *[other] { GENDER($who) ->
        [plur] починають
       *[other] починає
    }
  } хід
window-whenever-item-lost = Щоразу, коли { $who } { $who-key ->
    [you] втрачаєте
   *[other] { GENDER($who) ->
        [plur] втрачають
       *[other] втрачає
    }
  } { -item(case: "acc") }
window-whenever-slot-lost = Щоразу, коли { $who } { $who-key ->
    [you] втрачаєте
   *[other] { GENDER($who) ->
        [plur] втрачають
       *[other] втрачає
    }
  } { FORM($slot, case: "acc") }
window-as-played = Коли грають { FORM($cards, case: "acc") }

## Умови (після «якщо»; .negated: заперечена умова)

cond-has-race = ви { $race }
    .negated = ви не { $race }
cond-has-class = ви { $class }
    .negated = ви не { $class }
cond-fighting-tag = в бою є { $tag }
    .negated = в бою немає { FORM($tag, case: "gen") }
cond-in-combat = ви в бою
    .negated = ви не в бою
cond-helping = ви допомагаєте в бою
    .negated = ви не допомагаєте в бою
cond-alone = ви б'єтеся самі
    .negated = у вас є помічник
cond-has-gear = у вас є { $what-key ->
    [item] { -item }
    [items] { -item(case: "nom-pl") }
    [hand-item] { -item } в руках
    [hand] карти в руці
   *[other] { $what }
  }
    .negated = у вас немає { $what-key ->
    [item] { -item(case: "gen") }
    [items] { -item(case: "gen-pl") }
    [hand-item] { -item(case: "gen") } в руках
    [hand] карт у руці
   *[other] { FORM($what, case: "gen") }
  }
cond-gender = ви { $g-key ->
    [male] чоловік
   *[female] жінка
  }
    .negated = ви не { $g-key ->
    [male] чоловік
   *[female] жінка
  }
cond-extreme = { $q } — { $which-key ->
    [lowest] { GENDER($q) ->
        [fem] найнижча
        [neut] найнижче
       *[masc] найнижчий
    }
   *[highest] { GENDER($q) ->
        [fem] найвища
        [neut] найвище
       *[masc] найвищий
    }
  } за столом
    .negated = { $q } — не { $which-key ->
    [lowest] { GENDER($q) ->
        [fem] найнижча
        [neut] найнижче
       *[masc] найнижчий
    }
   *[highest] { GENDER($q) ->
        [fem] найвища
        [neut] найвище
       *[masc] найвищий
    }
  } за столом
cond-extreme-alone = { $q } — { $which-key ->
    [lowest] { GENDER($q) ->
        [fem] найнижча
        [neut] найнижче
       *[masc] найнижчий
    }
   *[highest] { GENDER($q) ->
        [fem] найвища
        [neut] найвище
       *[masc] найвищий
    }
  } за столом, без нічиєї
    .negated = { $q } — не єдин{ GENDER($q) ->
        [fem] а
        [neut] е
       *[masc] ий
    } { $which-key ->
    [lowest] { GENDER($q) ->
        [fem] найнижча
        [neut] найнижче
       *[masc] найнижчий
    }
   *[highest] { GENDER($q) ->
        [fem] найвища
        [neut] найвище
       *[masc] найвищий
    }
  } за столом
cond-compare-players = у { FORM($who, case: "gen") } { $cmp-key ->
    [more] більше
   *[other] менше
  } { FORM($q, case: "gen-bare") }, ніж у { FORM($other, case: "gen") }
    .negated = у { FORM($who, case: "gen") } не { $cmp-key ->
    [more] більше
   *[other] менше
  } { FORM($q, case: "gen-bare") }, ніж у { FORM($other, case: "gen") }
cond-is-player = ви — { $who }
    .negated = ви не { $who }

## Величини

quantity-level = { $case ->
    [bare] { -level }
    [gen-bare] { -level(case: "gen-pl") }
    [dat] вашому { -level(case: "dat") }
   *[nom] ваш { -level }
  }
    .gender = masc
quantity-monster-level = { $case ->
    [gen-bare] { -level(case: "gen-pl") } монстра
    [dat] { -level(case: "dat") } монстра
   *[other] { -level } монстра
  }
    .gender = masc
quantity-hand-size = { $case ->
    [bare] кількість карт у руці
    [gen-bare] карт у руці
    [dat] кількості карт у вашій руці
   *[nom] кількість карт у вашій руці
  }
    .gender = fem
quantity-roll = { $case ->
    [gen-bare] очок на кубику
    [dat] результату кидка
   *[other] результат кидка
  }
    .gender = masc
quantity-items = { $case ->
    [bare] кількість шмоток
    [gen-bare] шмоток
    [dat] кількості ваших шмоток
   *[nom] кількість ваших шмоток
  }
    .gender = fem
quantity-monsters = { $case ->
    [gen-bare] монстрів у бою
    [dat] кількості монстрів у бою
   *[other] кількість монстрів у бою
  }
    .gender = fem
quantity-rule-hand-limit = { $case ->
    [bare] ліміт карт у руці
    [gen-bare] карт у руці
    [dat] вашому ліміту карт у руці
   *[nom] ваш ліміт карт у руці
  }
    .gender = masc
quantity-rule-helpers = { $case ->
    [gen-bare] помічників
    [dat] кількості дозволених помічників
   *[other] кількість дозволених помічників
  }
    .gender = fem
quantity-rule-big-items = { $case ->
    [bare] ліміт Великих шмоток
    [gen-bare] Великих шмоток
    [dat] вашому ліміту Великих шмоток
   *[nom] ваш ліміт Великих шмоток
  }
    .gender = masc
quantity-rule-kill-levels = { $case ->
    [gen-bare] { -level(case: "gen-pl") } за перемогу
    [dat] кількості { -level(case: "gen-pl") } за перемогу
   *[other] кількість { -level(case: "gen-pl") } за перемогу
  }
    .gender = fem
quantity-rule-kill-treasures = { $case ->
    [gen-bare] { -treasure(case: "gen-pl") } за перемогу
    [dat] кількості { -treasure(case: "gen-pl") } за перемогу
   *[other] кількість { -treasure(case: "gen-pl") } за перемогу
  }
    .gender = fem
quantity-rule-escape-roll = { $case ->
    [gen-bare] очок, потрібних для { -run-away(case: "gen") }
    [dat] кидку, потрібному для { -run-away(case: "gen") }
   *[other] кидок, потрібний для { -run-away(case: "gen") }
  }
    .gender = masc
quantity-rule-headgear-slots = { $case ->
    [gen-bare] місць для { -headgear(case: "gen") }
    [dat] кількості місць для { -headgear(case: "gen") }
   *[other] кількість місць для { -headgear(case: "gen") }
  }
    .gender = fem
quantity-rule-armor-slots = { $case ->
    [gen-bare] місць для { -armor(case: "gen") }
    [dat] кількості місць для { -armor(case: "gen") }
   *[other] кількість місць для { -armor(case: "gen") }
  }
    .gender = fem
quantity-rule-footgear-slots = { $case ->
    [gen-bare] місць для { -footgear(case: "gen") }
    [dat] кількості місць для { -footgear(case: "gen") }
   *[other] кількість місць для { -footgear(case: "gen") }
  }
    .gender = fem
quantity-rule-hands = { $case ->
    [gen-bare] рук для шмоток
    [dat] кількості рук для шмоток
   *[other] кількість рук для шмоток
  }
    .gender = fem
quantity-strength = { $case ->
    [bare] бойова сила
    [gen-bare] бойової сили
    [dat] вашій бойовій силі
   *[nom] ваша бойова сила
  }
    .gender = fem
quantity-count = { $case ->
    [gen-bare] { FORM($cards, case: "gen") }
    [dat] кількості { FORM($cards, case: "gen") }
   *[other] кількість { FORM($cards, case: "gen") }
  }
    .gender = fem
quantity-count-players = { $case ->
    [gen-bare] { FORM($who, case: "gen") }
    [dat] кількості { FORM($who, case: "gen") }
   *[other] кількість { FORM($who, case: "gen") }
  }
    .gender = fem
quantity-of = { $case ->
    [gen-bare] { FORM($q, case: "gen-bare") } { FORM($who, case: "gen") }
    [dat] { FORM($q, case: "dat") } { FORM($who, case: "gen") }
   *[other] { FORM($q, case: "bare") } { FORM($who, case: "gen") }
  }
    .gender = { GENDER($q) }

## Ефекти (.target: на ціль; .if: з власною умовою; .floor, .ceiling: з межею)

effect-strength = { $n-signed } у бою
    .target = { $n-signed } для { FORM($target, case: "gen") }
    .floor = { $n-signed } у бою, але не нижче { $floor }
    .ceiling = { $n-signed } у бою, але не вище { $ceiling }
    .floor-target = { $n-signed } для { FORM($target, case: "gen") }, але не нижче { $floor }
    .ceiling-target = { $n-signed } для { FORM($target, case: "gen") }, але не вище { $ceiling }
effect-treasure-bonus = на { $n-abs } { $n-abs ->
    [one] { -treasure }
    [few] { -treasure(case: "nom-pl") }
   *[many] { -treasure(case: "gen-pl") }
  } { $n-sign ->
    [minus] менше
   *[other] більше
  }
effect-escape-bonus = { $n-signed } до { -run-away(case: "gen") }
    .target = { $n-signed } до { -run-away(case: "gen") } для { FORM($target, case: "gen") }
effect-auto-escape = ви автоматично змиваєтеся
    .target = { $target-key ->
        [all-monsters] ви автоматично змиваєтеся від усіх монстрів
        [one-monster] ви автоматично змиваєтеся від одного монстра
        [monster] ви автоматично змиваєтеся від монстра
       *[other] { $target } автоматично { GENDER($target) ->
            [plur] змиваються
           *[other] змивається
        }
    }
effect-no-pursuit = { $card } не переслідує вас
effect-no-escape = змитися неможливо
effect-lose-levels = втратьте { $n } { $n ->
    [one] { -level(case: "acc") }
    [few] { -level(case: "nom-pl") }
   *[many] { -level(case: "gen-pl") }
  }
    .target = { $target } { GENDER($target) ->
        [plur] втрачають
       *[other] втрачає
    } { $n } { $n ->
        [one] { -level(case: "acc") }
        [few] { -level(case: "nom-pl") }
       *[many] { -level(case: "gen-pl") }
    }
effect-gain-levels = отримайте { $n } { $n ->
    [one] { -level(case: "acc") }
    [few] { -level(case: "nom-pl") }
   *[many] { -level(case: "gen-pl") }
  }
    .target = { $target } { GENDER($target) ->
        [plur] отримують
       *[other] отримує
    } { $n } { $n ->
        [one] { -level(case: "acc") }
        [few] { -level(case: "nom-pl") }
       *[many] { -level(case: "gen-pl") }
    }
effect-lose-gear = втратьте { $what-key ->
    [item] одну { -item(case: "acc") }
    [items] усі свої { -item(case: "nom-pl") }
    [hand-item] одну { -item(case: "acc") }, яку тримаєте в руках
    [hand] усі карти з руки
   *[other] { FORM($what, case: "acc") }
  }
    .target = { $target } { GENDER($target) ->
        [plur] втрачають
       *[other] втрачає
    } { $what-key ->
        [item] одну { -item(case: "acc") }
        [items] усі свої { -item(case: "nom-pl") }
        [hand-item] одну { -item(case: "acc") } з рук
        [hand] усі карти з руки
       *[other] { FORM($what, case: "acc") }
    }
effect-lose-cards = скиньте з руки { $n } { $n ->
    [one] карту
    [few] карти
   *[many] карт
  }
    .target = { $target } { GENDER($target) ->
        [plur] скидають
       *[other] скидає
    } з руки { $n } { $n ->
        [one] карту
        [few] карти
       *[many] карт
    }
effect-die = ви помираєте
    .target = { $target } { GENDER($target) ->
        [plur] помирають
       *[other] помирає
    }
effect-draw-doors = візьміть { $n } { $n ->
    [one] карту
    [few] карти
   *[many] карт
  } { -door(case: "gen") } лицем донизу
    .target = { $target } { GENDER($target) ->
        [plur] беруть
       *[other] бере
    } { $n } { $n ->
        [one] карту
        [few] карти
       *[many] карт
    } { -door(case: "gen") } лицем донизу
effect-draw-treasures = візьміть { $n } { $n ->
    [one] карту
    [few] карти
   *[many] карт
  } { -treasure(case: "gen-pl") } лицем донизу
    .target = { $target } { GENDER($target) ->
        [plur] беруть
       *[other] бере
    } { $n } { $n ->
        [one] карту
        [few] карти
       *[many] карт
    } { -treasure(case: "gen-pl") } лицем донизу
effect-wins-ties = у разі нічиєї перемагаєте ви
effect-hand-limit = ваш ліміт карт у руці — { $n }
    .target = ліміт карт у руці { FORM($target, case: "gen") } — { $n }
effect-unlimited-big = ви можете носити скільки завгодно { -big-item(case: "gen-pl") }
effect-steal-items = вкрадіть { $n } { $n ->
    [one] { -item(case: "acc") }
    [few] { -item(case: "nom-pl") }
   *[many] { -item(case: "gen-pl") }
  }
    .target = вкрадіть { $n } { $n ->
        [one] { -item(case: "acc") }
        [few] { -item(case: "nom-pl") }
       *[many] { -item(case: "gen-pl") }
    } в { FORM($target, case: "gen") }
effect-add-monster = додайте до бою { $n } { $n ->
    [one] монстра
   *[other] монстрів
  }
    .target = додайте до бою { $n } { $n ->
        [one] монстра
       *[other] монстрів
    } з { FORM($target, case: "gen") }
effect-add-tagged-monster = додайте до бою з руки { $n ->
    [one] { GENDER($tag) ->
        [fem] одну
        [neut] одне
       *[masc] { ANIMACY($tag) ->
            [anim] одного
           *[inan] один
        }
    } { FORM($tag, case: "acc") }
   *[other] { $n } монстрів типу «{ $tag }»
  }
effect-copy-monster = до бою приєднується копія монстра з усіма його посиленнями
effect-extra-slot = ви можете мати ще { $what-key ->
    [race] одну { FORM($what, case: "acc") }
   *[other] один { FORM($what, case: "acc") }
  }
effect-win-game = ви виграєте гру
effect-usable = можна використовувати
    .if = використовувати можна, лише якщо { $condition }
effect-free-help = ви можете допомагати без підкупу
effect-change-gender = змініть стать
    .target = { $target } { GENDER($target) ->
        [plur] змінюють
       *[other] змінює
    } стать
effect-monster-flees = монстр виходить із бою (без перемоги й без { -treasure(case: "gen-pl") })
    .target = { $target } { GENDER($target) ->
        [plur] виходять
       *[other] виходить
    } із бою (без перемоги й без { -treasure(case: "gen-pl") })
effect-level-bonus-only = якщо віддати її монстрові, рахується лише її бонус
effect-move-take = візьміть до руки { FORM($cards, case: "acc") }
effect-move-discard = скиньте { FORM($cards, case: "acc") }
effect-move-give = віддайте { FORM($cards, case: "acc") } { FORM($who, case: "dat") }
effect-move-steal = вкрадіть { FORM($cards, case: "acc") }
effect-move-return = поверніть { FORM($cards, case: "acc") } власникові
effect-cancel = скасуйте її (вона не діє, а обидві карти йдуть у скид)
effect-waive = ігноруйте одне обмеження { FORM($cards, case: "gen") }

## Числа правил

effect-set-helpers = { $n ->
    [0] у бою ніхто не може допомагати
   *[other] у бою можуть допомагати { $n } { $n ->
        [one] гравець
        [few] гравці
       *[many] гравців
    }
  }
    .target = { $n ->
        [0] у бою ніхто не може допомагати { FORM($target, case: "dat") }
       *[other] { FORM($target, case: "dat") } у бою можуть допомагати { $n } { $n ->
            [one] гравець
            [few] гравці
           *[many] гравців
        }
    }
effect-change-helpers = { $n-signed } до кількості дозволених помічників
    .floor = { $n-signed } до кількості дозволених помічників, але не менше { $floor }
    .ceiling = { $n-signed } до кількості дозволених помічників, але не більше { $ceiling }
    .target = { $n-signed } до кількості помічників, дозволених { FORM($target, case: "dat") }
effect-set-big-items = ваш ліміт { -big-item(case: "gen-pl") } — { $n }
    .target = ліміт { -big-item(case: "gen-pl") } { FORM($target, case: "gen") } — { $n }
effect-change-big-items = { $n-signed } до вашого ліміту { -big-item(case: "gen-pl") }
    .floor = { $n-signed } до вашого ліміту { -big-item(case: "gen-pl") }, але не менше { $floor }
    .ceiling = { $n-signed } до вашого ліміту { -big-item(case: "gen-pl") }, але не більше { $ceiling }
    .target = { $n-signed } до ліміту { -big-item(case: "gen-pl") } { FORM($target, case: "gen") }
effect-set-kill-levels = перемога дає { $n } { $n ->
    [one] { -level(case: "acc") }
    [few] { -level(case: "nom-pl") }
   *[many] { -level(case: "gen-pl") }
  }
    .target = перемога дає { FORM($target, case: "dat") } { $n } { $n ->
        [one] { -level(case: "acc") }
        [few] { -level(case: "nom-pl") }
       *[many] { -level(case: "gen-pl") }
    }
effect-change-kill-levels = { $n-signed } до { -level(case: "gen-pl") } за перемогу
    .floor = { $n-signed } до { -level(case: "gen-pl") } за перемогу, але не менше { $floor }
    .ceiling = { $n-signed } до { -level(case: "gen-pl") } за перемогу, але не більше { $ceiling }
    .target = { $n-signed } до { -level(case: "gen-pl") } за перемогу для { FORM($target, case: "gen") }
effect-set-kill-treasures = перемога дає { $n } { $n ->
    [one] { -treasure }
    [few] { -treasure(case: "nom-pl") }
   *[many] { -treasure(case: "gen-pl") }
  }
    .target = перемога дає { FORM($target, case: "dat") } { $n } { $n ->
        [one] { -treasure }
        [few] { -treasure(case: "nom-pl") }
       *[many] { -treasure(case: "gen-pl") }
    }
effect-change-kill-treasures = { $n-signed } до { -treasure(case: "gen-pl") } за перемогу
    .floor = { $n-signed } до { -treasure(case: "gen-pl") } за перемогу, але не менше { $floor }
    .ceiling = { $n-signed } до { -treasure(case: "gen-pl") } за перемогу, але не більше { $ceiling }
    .target = { $n-signed } до { -treasure(case: "gen-pl") } за перемогу для { FORM($target, case: "gen") }
effect-set-escape-roll = ви змиваєтеся, якщо викинете { $n } або більше
    .target = { $target } { GENDER($target) ->
        [plur] змиваються
       *[other] змивається
    }, якщо викине { $n } або більше
effect-change-escape-roll = { $n-signed } до кидка, потрібного для { -run-away(case: "gen") }
    .floor = { $n-signed } до кидка, потрібного для { -run-away(case: "gen") }, але не менше { $floor }
    .ceiling = { $n-signed } до кидка, потрібного для { -run-away(case: "gen") }, але не більше { $ceiling }
    .target = { $n-signed } до кидка, потрібного { FORM($target, case: "dat") } для { -run-away(case: "gen") }
effect-set-headgear-slots = ви можете носити { $n } { -headgear(case: "acc") }
    .target = { $target } може носити { $n } { -headgear(case: "acc") }
effect-change-headgear-slots = { $n-signed } до кількості { -headgear(case: "gen") }, які ви можете носити
    .floor = { $n-signed } до кількості { -headgear(case: "gen") }, які ви можете носити, але не менше { $floor }
    .ceiling = { $n-signed } до кількості { -headgear(case: "gen") }, які ви можете носити, але не більше { $ceiling }
    .target = { $n-signed } до кількості { -headgear(case: "gen") }, які може носити { $target }
effect-set-armor-slots = ви можете носити { $n } { -armor(case: "acc") }
    .target = { $target } може носити { $n } { -armor(case: "acc") }
effect-change-armor-slots = { $n-signed } до кількості { -armor(case: "gen") }, які ви можете носити
    .floor = { $n-signed } до кількості { -armor(case: "gen") }, які ви можете носити, але не менше { $floor }
    .ceiling = { $n-signed } до кількості { -armor(case: "gen") }, які ви можете носити, але не більше { $ceiling }
    .target = { $n-signed } до кількості { -armor(case: "gen") }, які може носити { $target }
effect-set-footgear-slots = ви можете носити { $n } { -footgear(case: "acc") }
    .target = { $target } може носити { $n } { -footgear(case: "acc") }
effect-change-footgear-slots = { $n-signed } до кількості { -footgear(case: "gen") }, які ви можете носити
    .floor = { $n-signed } до кількості { -footgear(case: "gen") }, які ви можете носити, але не менше { $floor }
    .ceiling = { $n-signed } до кількості { -footgear(case: "gen") }, які ви можете носити, але не більше { $ceiling }
    .target = { $n-signed } до кількості { -footgear(case: "gen") }, які може носити { $target }
effect-set-hands = у вас { $n } { $n ->
    [one] рука
    [few] руки
   *[many] рук
  } для шмоток
    .target = у { FORM($target, case: "gen") } { $n } { $n ->
        [one] рука
        [few] руки
       *[many] рук
    } для шмоток
effect-change-hands = { $n-signed } до кількості ваших рук для шмоток
    .floor = { $n-signed } до кількості ваших рук для шмоток, але не менше { $floor }
    .ceiling = { $n-signed } до кількості ваших рук для шмоток, але не більше { $ceiling }
    .target = { $n-signed } до кількості рук для шмоток у { FORM($target, case: "gen") }
effect-change-hand-limit = { $n-signed } до вашого ліміту карт у руці
    .floor = { $n-signed } до вашого ліміту карт у руці, але не менше { $floor }
    .ceiling = { $n-signed } до вашого ліміту карт у руці, але не більше { $ceiling }
    .target = { $n-signed } до ліміту карт у руці { FORM($target, case: "gen") }
    .floor-target = { $n-signed } до ліміту карт у руці { FORM($target, case: "gen") }, але не менше { $floor }
    .ceiling-target = { $n-signed } до ліміту карт у руці { FORM($target, case: "gen") }, але не більше { $ceiling }

## Ціна (сплачується перед ефектами)

cost-discard-cards = скиньте { $n } { $n ->
    [one] карту
    [few] карти
   *[many] карт
  }
cost-discard-up-to = скиньте до { $n } { $n ->
    [one] карти
   *[other] карт
  }
cost-discard-hand = скиньте всю руку
cost-discard-items = скиньте { $n } { $n ->
    [one] { -item(case: "acc") }, яку ви несете
    [few] { -item(case: "nom-pl") }, які ви несете
   *[many] { -item(case: "gen-pl") }, які ви несете
  }
cost-discard-self = скиньте { FORM($card, case: "acc") }
cost-discard-level-card = скиньте { $n } { $n ->
    [one] карту
    [few] карти
   *[many] карт
  } «{ -kind-go-up-a-level }»

## Цілі

target-self = { $case ->
    [gen] вас
    [dat] вам
    [acc] вас
    [ins] вами
    [loc] вас
   *[nom] ви
  }
    .gender = plur
target-player = { $case ->
    [gen] гравця в бою
    [dat] гравцеві в бою
    [acc] гравця в бою
    [ins] гравцем у бою
    [loc] гравцеві в бою
   *[nom] гравець у бою
  }
    .gender = masc
target-victim = { $case ->
    [gen] жертви
    [dat] жертві
    [acc] жертву
    [ins] жертвою
    [loc] жертві
   *[nom] жертва
  }
    .gender = fem
target-monster = { $case ->
    [gen] монстра
    [dat] монстрові
    [acc] монстра
    [ins] монстром
    [loc] монстрові
   *[nom] монстр
  }
    .gender = masc
target-one-monster = { $case ->
    [gen] одного монстра
    [dat] одному монстрові
    [acc] одного монстра
    [ins] одним монстром
    [loc] одному монстрові
   *[nom] один монстр
  }
    .gender = masc
target-all-monsters = { $case ->
    [gen] всіх монстрів
    [dat] всім монстрам
    [acc] всіх монстрів
    [ins] усіма монстрами
    [loc] усіх монстрах
   *[nom] усі монстри
  }
    .gender = plur
target-either-side = { $case ->
    [gen] будь-якої сторони
    [dat] будь-якій стороні
    [acc] будь-яку сторону
    [ins] будь-якою стороною
    [loc] будь-якій стороні
   *[nom] будь-яка сторона
  }
    .gender = fem
target-any-player = { $case ->
    [gen] будь-якого гравця
    [dat] будь-якому гравцеві
    [acc] будь-якого гравця
    [ins] будь-яким гравцем
    [loc] будь-якому гравцеві
   *[nom] будь-який гравець
  }
    .gender = masc
target-other-player = { $case ->
    [gen] іншого гравця
    [dat] іншому гравцеві
    [acc] іншого гравця
    [ins] іншим гравцем
    [loc] іншому гравцеві
   *[nom] інший гравець
  }
    .gender = masc
target-each-player = { $case ->
    [gen] кожного гравця
    [dat] кожному гравцеві
    [acc] кожного гравця
    [ins] кожним гравцем
    [loc] кожному гравцеві
   *[nom] кожен гравець
  }
    .gender = masc
target-helper = { $case ->
    [gen] вашого помічника
    [dat] вашому помічникові
    [acc] вашого помічника
    [ins] вашим помічником
    [loc] вашому помічникові
   *[nom] ваш помічник
  }
    .gender = masc
target-hand = { $case ->
    [gen] вашої руки
    [dat] вашій руці
    [acc] вашу руку
    [ins] вашою рукою
    [loc] вашій руці
   *[nom] ваша рука
  }
    .gender = fem
target-selected = { $case ->
    [gen] { FORM($who, case: "gen") }
    [dat] { FORM($who, case: "dat") }
    [acc] { FORM($who, case: "acc") }
    [ins] { FORM($who, case: "ins") }
    [loc] { FORM($who, case: "loc") }
   *[nom] { $who }
  }
    .gender = { GENDER($who) }

## Що рахують («за кожен»: знахідний відмінок)

counter-discarded-card = { $case ->
    [acc] кожну скинуту карту
   *[nom] кожна скинута карта
  }
counter-tagged-monster = { $case ->
    [acc] { GENDER($tag) ->
        [fem] кожну
        [neut] кожне
       *[masc] { ANIMACY($tag) ->
            [anim] кожного
           *[inan] кожен
        }
    } { FORM($tag, case: "acc") } у бою
   *[nom] { GENDER($tag) ->
        [fem] кожна
        [neut] кожне
       *[masc] кожен
    } { $tag } у бою
  }
counter-monster-in-combat = { $case ->
    [acc] кожного монстра в бою
   *[nom] кожен монстр у бою
  }
counter-item-carried = { $case ->
    [acc] кожну { -item(case: "acc") }, яку ви несете
   *[nom] кожна { -item }, яку ви несете
  }
counter-player-helping = { $case ->
    [acc] кожного гравця, що допомагає
   *[nom] кожен гравець, що допомагає
  }
counter-count-cards = { $case ->
    [acc] кожну з { FORM($cards, case: "gen") }
   *[nom] кожна з { FORM($cards, case: "gen") }
  }
counter-count-players = { $case ->
    [acc] кожного з { FORM($who, case: "gen") }
   *[nom] кожен з { FORM($who, case: "gen") }
  }

## Тривалість

duration-end-of-combat = до кінця бою
duration-end-of-next-combat = до кінця вашого наступного бою
duration-end-of-turn = до кінця ходу
duration-end-of-next-turn = до кінця вашого наступного ходу
duration-death = , доки ви не помрете
duration-next-kill = до вашої наступної перемоги над монстром
duration-next-death = до вашої наступної смерті
duration-next-won-combat = , доки ви знову не переможете в бою
duration-next-lost-combat = , доки ви знову не програєте бій
duration-next-level-gained = , доки ви знову не отримаєте { -level(case: "acc") }
duration-next-card-played = , доки ви знову не зіграєте карту
duration-next-turn-started = до початку вашого наступного ходу
duration-next-item-lost = , доки ви знову не втратите { -item(case: "acc") }
duration-next-slot-lost = , доки ви не втратите { FORM($slot, case: "acc") }

## Хто обирає

chooser-victim = жертва обирає
chooser-self = ви обираєте
chooser-player = гравець у бою обирає

## Вибір гравців

selector-you = { $case ->
    [gen] вас
    [dat] вам
    [acc] вас
    [ins] вами
    [loc] вас
   *[nom] ви
  }
    .gender = plur
selector-victim = { $case ->
    [gen] жертви
    [dat] жертві
    [acc] жертву
    [ins] жертвою
    [loc] жертві
   *[nom] жертва
  }
    .gender = fem
selector-fighter = { $case ->
    [gen] бійця
    [dat] бійцеві
    [acc] бійця
    [ins] бійцем
    [loc] бійцеві
   *[nom] боєць
  }
    .gender = masc
selector-helper = { $case ->
    [gen] помічника
    [dat] помічникові
    [acc] помічника
    [ins] помічником
    [loc] помічникові
   *[nom] помічник
  }
    .gender = masc
selector-combatants = { $case ->
    [gen] гравців у бою
    [dat] гравцям у бою
    [acc] гравців у бою
    [ins] гравцями в бою
    [loc] гравцях у бою
   *[nom] гравці в бою
  }
    .gender = plur
selector-combatant-other = { $case ->
    [gen] одного з гравців у бою, крім вас
    [dat] одному з гравців у бою, крім вас
    [acc] одного з гравців у бою, крім вас
    [ins] одним із гравців у бою, крім вас
    [loc] одному з гравців у бою, крім вас
   *[nom] один із гравців у бою, крім вас
  }
    .gender = masc
selector-another = { $case ->
    [gen] іншого гравця
    [dat] іншому гравцеві
    [acc] іншого гравця
    [ins] іншим гравцем
    [loc] іншому гравцеві
   *[nom] інший гравець
  }
    .gender = masc
selector-any = { $case ->
    [gen] будь-якого гравця
    [dat] будь-якому гравцеві
    [acc] будь-якого гравця
    [ins] будь-яким гравцем
    [loc] будь-якому гравцеві
   *[nom] будь-який гравець
  }
    .gender = masc
selector-others = { $case ->
    [gen] кожного з інших гравців
    [dat] кожному з інших гравців
    [acc] кожного з інших гравців
    [ins] кожним з інших гравців
    [loc] кожному з інших гравців
   *[nom] кожен з інших гравців
  }
    .gender = masc
selector-everyone = { $case ->
    [gen] кожного гравця
    [dat] кожному гравцеві
    [acc] кожного гравця
    [ins] кожним гравцем
    [loc] кожному гравцеві
   *[nom] кожен гравець
  }
    .gender = masc
selector-extreme = { $case ->
    [gen] гравця
    [dat] гравцеві
    [acc] гравця
    [ins] гравцем
    [loc] гравцеві
   *[nom] гравець
  }, у якого { $which-key ->
    [lowest] { GENDER($q) ->
        [fem] найнижча
        [neut] найнижче
       *[masc] найнижчий
    }
   *[highest] { GENDER($q) ->
        [fem] найвища
        [neut] найвище
       *[masc] найвищий
    }
  } { FORM($q, case: "bare") }
    .gender = masc
selector-extreme-all = { $case ->
    [gen] гравців
    [dat] гравцям
    [acc] гравців
    [ins] гравцями
    [loc] гравцях
   *[nom] гравці
  }, у яких { $which-key ->
    [lowest] { GENDER($q) ->
        [fem] найнижча
        [neut] найнижче
       *[masc] найнижчий
    }
   *[highest] { GENDER($q) ->
        [fem] найвища
        [neut] найвище
       *[masc] найвищий
    }
  } { FORM($q, case: "bare") }
    .gender = plur
selector-extreme-other = { $case ->
    [gen] іншого гравця
    [dat] іншому гравцеві
    [acc] іншого гравця
    [ins] іншим гравцем
    [loc] іншому гравцеві
   *[nom] інший гравець
  }, у якого { $which-key ->
    [lowest] { GENDER($q) ->
        [fem] найнижча
        [neut] найнижче
       *[masc] найнижчий
    }
   *[highest] { GENDER($q) ->
        [fem] найвища
        [neut] найвище
       *[masc] найвищий
    }
  } { FORM($q, case: "bare") }
    .gender = masc
selector-extreme-level = { $case ->
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
selector-extreme-level-other = { $case ->
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

card-selector-all = { $case ->
    [gen] { FORM($what, case: "gen-pl") } { $where }
    [dat] { FORM($what, case: "dat-pl") } { $where }
    [acc] { FORM($what, case: "acc-pl") } { $where }
   *[nom] { FORM($what, case: "nom-pl") } { $where }
  }
    .gender = plur
card-selector-one = { $case ->
    [gen] { FORM($what, case: "gen") } { $where }
    [dat] { FORM($what, case: "dat") } { $where }
    [acc] { FORM($what, case: "acc") } { $where }
   *[nom] { $what } { $where }
  }
    .gender = { GENDER($what) }
card-selector-a-kind = { $case ->
    [gen] { FORM($what, case: "gen") }
    [dat] { FORM($what, case: "dat") }
    [acc] { FORM($what, case: "acc") }
   *[nom] { $what }
  }
    .gender = { GENDER($what) }
card-selector-some = { $n } { $n ->
    [one] { $case ->
        [gen] { FORM($what, case: "gen") }
        [dat] { FORM($what, case: "dat") }
        [acc] { FORM($what, case: "acc") }
       *[nom] { $what }
    }
    [few] { FORM($what, case: "nom-pl") }
   *[many] { FORM($what, case: "gen-pl") }
  } { $where }
    .gender = { $n ->
        [one] { GENDER($what) }
       *[other] plur
    }
card-selector-top-discard = { $case ->
    [gen] верхньої карти скиду { FORM($deck, case: "gen") }
    [dat] верхній карті скиду { FORM($deck, case: "gen") }
    [acc] верхню карту скиду { FORM($deck, case: "gen") }
   *[nom] верхня карта скиду { FORM($deck, case: "gen") }
  }
    .gender = fem
card-selector-top-deck = { $case ->
    [gen] верхньої карти колоди { FORM($deck, case: "gen") }
    [dat] верхній карті колоди { FORM($deck, case: "gen") }
    [acc] верхню карту колоди { FORM($deck, case: "gen") }
   *[nom] верхня карта колоди { FORM($deck, case: "gen") }
  }
    .gender = fem
card-selector-best = { $case ->
    [gen] вашої найкращої { -item(case: "gen") }
    [dat] вашій найкращій { -item(case: "dat") }
    [acc] вашу найкращу { -item(case: "acc") }
   *[nom] ваша найкраща { -item }
  }
    .gender = fem
card-selector-best-of = { $case ->
    [gen] найкращої з { FORM($what, case: "gen-pl") } { $where }
    [dat] найкращій з { FORM($what, case: "gen-pl") } { $where }
    [acc] найкращу з { FORM($what, case: "gen-pl") } { $where }
   *[nom] найкраща з { FORM($what, case: "gen-pl") } { $where }
  }
    .gender = fem
card-selector-yours = { $case ->
    [gen] ваших { FORM($what, case: "gen-pl") }
    [dat] вашим { FORM($what, case: "dat-pl") }
    [acc] ваші { FORM($what, case: "acc-pl") }
   *[nom] ваші { FORM($what, case: "nom-pl") }
  }
    .gender = plur
card-selector-it = { $case ->
    [gen] цієї карти
    [dat] цій карті
    [acc] цю карту
   *[nom] ця карта
  }
    .gender = fem
card-selector-this = { $case ->
    [gen] цієї карти
    [dat] цій карті
    [acc] цю карту
   *[nom] ця карта
  }
    .gender = fem

## Види карт, які називає вибір (однина: nom, gen, dat, acc; множина: nom-pl, gen-pl, dat-pl, acc-pl)

card-kind-card = { $case ->
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
card-kind-item = { $case ->
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
card-kind-big-item = { $case ->
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
card-kind-item-bonus = { $case ->
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
card-kind-slot = { $case ->
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
card-kind-tagged-card = { $case ->
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
card-kind-tagged-item = { $case ->
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
card-kind-monster = { $case ->
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
card-kind-tagged-monster = { $case ->
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
card-kind-kind = { $case ->
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

place-hand = з вашої руки
place-hand-of = з руки { FORM($who, case: "gen") }
place-carried = з вашого спорядження
place-carried-by = зі спорядження { FORM($who, case: "gen") }
place-equipped = з того, що на вас вдягнено
place-equipped-by = з того, що вдягнено на { FORM($who, case: "acc") }
place-in-play = у грі
place-in-front-of = у грі перед { FORM($who, case: "ins") }
place-discard-pile = зі скиду { FORM($deck, case: "gen") }
place-deck = з колоди { FORM($deck, case: "gen") }
place-combat = у бою

## Як складаються частини правила

construct-ability = { $head }: { $effects }
construct-ability-paid = { $head } { $costs }: { $effects }
    .conditional = { $head }, { $costs }: { $effects }
construct-paid = { $costs }: { $effects }
construct-window-if = { $window }, якщо { $condition }
construct-if = якщо { $condition }
construct-for-each = { $effect } за { FORM($counter, case: "acc") }
construct-lasting = { $effect } { $duration }
construct-effect-if = { $effect }, якщо { $condition }
construct-target = { $effect } ({ $target })
construct-not = неправда, що { $condition }
construct-choice = { $chooser }: { $options }
construct-choice-free = оберіть одне: { $options }
construct-compare = { $quantity } { $op ->
    [lt] менше за { $n }
    [le] { $n } або менше
    [eq] дорівнює { $n }
    [ne] не дорівнює { $n }
    [ge] { $n } або більше
   *[gt] більше за { $n }
  }
construct-compare-other = { $quantity } { $op ->
    [lt] менше, ніж { $other }
    [le] не більше, ніж { $other }
    [eq] дорівнює { FORM($other, case: "dat") }
    [ne] не дорівнює { FORM($other, case: "dat") }
    [ge] не менше, ніж { $other }
   *[gt] більше, ніж { $other }
  }
