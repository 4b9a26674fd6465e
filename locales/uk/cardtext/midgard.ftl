# Champions of Midgard: card rules text (Ukrainian). Ids and variables as in the English source
# (en/midgard.ftl). Rules speak to the player in the polite imperative ("отримайте"). After a number
# a noun takes the form CLDR's category asks (uk/maniacal.ftl says which); an uncountable resource
# (їжа, Слава) keeps its genitive singular where a plural would be ("5 Слави").


## How a rule is put together

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
# source-hash: b54c347c1f04
construct-target = { $target }: { $effect }
# source-hash: 8b3b73a1469f
construct-for-each =
    { $effect } за { GENDER($counter) ->
        [fem] кожну
        [neut] кожне
       *[masc]
            { ANIMACY($counter) ->
                [anim] кожного
               *[inan] кожен
            }
    } { FORM($counter, case: "acc") }
# source-hash: 0fa6f68495e9
construct-lasting = { $effect } до { FORM($duration, case: "gen") }
# source-hash: 54cba45f96e6
construct-effect-if = { $effect }, якщо { $condition }
# source-hash: 598e4ff7a6dc
construct-choice-free = { $options }
# source-hash: 90dbec63d289
construct-choice = { $options } — { $chooser }
# source-hash: bd01a7654576
construct-not = неправда, що { $condition }
# source-hash: daf6fcf6c5ac
construct-compare =
    { $quantity } { $op ->
        [lt] менша за { $n }
        [le] становить { $n } або менше
        [eq] становить рівно { $n }
        [ne] не становить { $n }
        [gt] більша за { $n }
       *[ge] становить { $n } або більше
    }
# source-hash: 05438effd96f
construct-compare-other =
    { $quantity } { $op ->
        [lt] менша, ніж { $other }
        [le] не більша, ніж { $other }
        [eq] дорівнює { FORM($other, case: "dat") }
        [ne] не дорівнює { FORM($other, case: "dat") }
        [gt] більша, ніж { $other }
       *[ge] не менша, ніж { $other }
    }

## Card kinds

# source-hash: a6f07e8647b5
kind-troll = Троль
# source-hash: 46df355beb87
kind-draugr = Драугр
# source-hash: 078cb6bbbb20
kind-monster = Чудовисько далеких берегів
# source-hash: 9c77dddd61ac
kind-journey = Подорож
# source-hash: a6d68869ffdc
kind-rune = Руна
# source-hash: e701dd0044b9
kind-destiny = Доля
# source-hash: 489d2dbef830
kind-merchant-ship = Торговий корабель
# source-hash: f73664eacbef
kind-leader = Ватажок вікінгів
# source-hash: b49115a2ccf5
kind-warrior = Кубик воїна
# source-hash: 22b34dce14e0
kind-longship = Драккар
# source-hash: 55e3ff45c7b6
kind-market-stall = Ринкова ятка
# source-hash: 655afd49425c
kind-location = Місце на ігровому полі

## Fields: the facts printed on a card

# source-hash: 12197239b0ae
field-health = Здоров'я { $value }
# source-hash: 0bd774b64070
field-attack = Атака { $value }
# source-hash: 2c7dd850a2f7
field-reward =
    Нагорода: { $value } { $value ->
        [one] { FORM($item) }
        [few] { FORM($item, case: "nom-pl") }
        [many] { FORM($item, case: "gen-pl") }
       *[other] { FORM($item, case: "gen") }
    }
# source-hash: 2f1fe61d2863
field-forbids = Заборонені кубики: { $value }
# source-hash: 778eb29c78f5
field-colour = Колір: { $value }
# source-hash: e55887ce840b
field-cost =
    Вартість: { $value } { $value ->
        [one] { FORM($item) }
        [few] { FORM($item, case: "nom-pl") }
        [many] { FORM($item, case: "gen-pl") }
       *[other] { FORM($item, case: "gen") }
    }
# source-hash: 68d4dd5bd72a
field-glory =
    { $value } { $value ->
        [one] { -glory }
        [few] { -glory(case: "gen") }
        [many] { -glory(case: "gen") }
       *[other] { -glory(case: "gen") }
    } наприкінці гри
# source-hash: 901a5061be28
field-warriors =
    Довгий дім на { $value } { $value ->
        [one] { -warrior(case: "acc") }
        [few] { -warrior(case: "acc-pl") }
        [many] { -warrior(case: "gen-pl") }
       *[other] { -warrior(case: "gen") }
    }
# source-hash: 71778157be8f
field-is = Кубик: { $value }
# source-hash: 171737f7cb03
field-faces = { $value } × { $item }
# source-hash: 7faa30d9da0d
field-dice = { $value } у запасі
# source-hash: 16a320d24762
field-capacity = Місткість: { $value } (кубики та їжа)
# source-hash: 9fb6f104906a
field-public = Громадський
# source-hash: 42c46423a57f
field-players =
    Від { $value } { $value ->
        [one] гравця
        [few] гравців
        [many] гравців
       *[other] гравця
    }
# source-hash: e7fe05c5adb3
field-stall = { $value } ятка
# source-hash: 54fc00b55ab0
field-workers =
    { $value ->
        [0] Будь-яка кількість робітників
        [one] { $value } { -worker }
        [few] { $value } { -worker(case: "nom-pl") }
        [many] { $value } { -worker(case: "gen-pl") }
       *[other] { $value } { -worker(case: "gen") }
    }
# source-hash: 3d63e339b274
field-space = { $value } поле

## Timing windows (B.40, B.43, B.47)

# source-hash: 2f0e6e2c57f8
window-when-placed = коли ви ставите сюди робітника
    .clause = yes
# source-hash: abfe6cb2d868
window-during-combat = під час вашого бою
# source-hash: 67613d463ace
window-after-reroll = після того як ви витратите { -favor(case: "acc") } на перекидання
    .clause = yes
# source-hash: 7b7ad2e969dc
window-when-killed = коли ви його вбиваєте
    .clause = yes
# source-hash: 69af596382ec
window-when-revealed = коли цю карту відкрито
    .clause = yes
# source-hash: 2943c6d240d7
window-after-journey = після відкриття { -journey(case: "gen") }
# source-hash: c10154f1a1d4
window-at-clean-up = під час прибирання
# source-hash: 1ba657ba4528
window-round-start = на початку раунду
# source-hash: 25938f1b6489
window-game-end = наприкінці гри

## Costs

# source-hash: 4501a9e749ab
cost-pay =
    заплатіть { $n } { $n ->
        [one] { FORM($r, case: "acc") }
        [few] { FORM($r, case: "acc-pl") }
        [many] { FORM($r, case: "gen-pl") }
       *[other] { FORM($r, case: "gen") }
    }
# source-hash: 0ac03cce8dc9
cost-discard-self = скиньте цю карту

## Effects

# source-hash: 3850d5fa526d
effect-gain =
    отримайте { $n } { $n ->
        [one] { FORM($r, case: "acc") }
        [few] { FORM($r, case: "acc-pl") }
        [many] { FORM($r, case: "gen-pl") }
       *[other] { FORM($r, case: "gen") }
    }
    .target =
        { ANIMACY($target) ->
            [anim] { $target } отримує
            [inan] покладіть
           *[self] отримайте
        } { $n } { $n ->
            [one] { FORM($r, case: "acc") }
            [few] { FORM($r, case: "acc-pl") }
            [many] { FORM($r, case: "gen-pl") }
           *[other] { FORM($r, case: "gen") }
        }{ ANIMACY($target) ->
            [inan] { " " }на { FORM($target, case: "acc") }
           *[other] { "" }
        }
# source-hash: dcff280a4625
effect-lose =
    втратьте { $n } { $n ->
        [one] { FORM($r, case: "acc") }
        [few] { FORM($r, case: "acc-pl") }
        [many] { FORM($r, case: "gen-pl") }
       *[other] { FORM($r, case: "gen") }
    }
    .target =
        { ANIMACY($target) ->
            [anim] { $target } втрачає
           *[other] втратьте
        } { $n } { $n ->
            [one] { FORM($r, case: "acc") }
            [few] { FORM($r, case: "acc-pl") }
            [many] { FORM($r, case: "gen-pl") }
           *[other] { FORM($r, case: "gen") }
        }{ ANIMACY($target) ->
            [inan] { " " }з { FORM($target, case: "gen") }
           *[other] { "" }
        }
# source-hash: d09820eb83b7
effect-gain-dice =
    отримайте { $n } { $n ->
        [one] { -die(case: "acc") }
        [few] { -die(case: "acc-pl") }
        [many] { -die(case: "gen-pl") }
       *[other] { -die(case: "gen") }
    } { FORM($w, case: "gen") }
# source-hash: 01a27537916f
effect-take-all-dice = візьміть усі кубики { FORM($w, case: "gen-pl") }, що лежать тут
# source-hash: 9c9619ee7323
effect-add-dice =
    додайте до цього бою { $n } { $n ->
        [one] { -die(case: "acc") }
        [few] { -die(case: "acc-pl") }
        [many] { -die(case: "gen-pl") }
       *[other] { -die(case: "gen") }
    } { FORM($w, case: "gen") }
# source-hash: c582ad39a589
effect-lose-warriors =
    втратьте { $n } { $n ->
        [one] { -warrior(case: "acc") }
        [few] { -warrior(case: "acc-pl") }
        [many] { -warrior(case: "gen-pl") }
       *[other] { -warrior(case: "gen") }
    }
    .target =
        { ANIMACY($target) ->
            [anim] { $target } втрачає
           *[other] втратьте
        } { $n } { $n ->
            [one] { -warrior(case: "acc") }
            [few] { -warrior(case: "acc-pl") }
            [many] { -warrior(case: "gen-pl") }
           *[other] { -warrior(case: "gen") }
        }{ ANIMACY($target) ->
            [inan] { " " }з { FORM($target, case: "gen") }
           *[other] { "" }
        }
# source-hash: 25a5798d4826
effect-nothing = нічого не відбувається
# source-hash: 9c4eeca833f9
effect-fight-kraken = воїни на борту б'ються з кракеном (здоров'я { $h }, атака { $a })
# source-hash: e1110f232d79
effect-first-player = візьміть { -first-player(case: "acc") }; якщо він уже у вас, передайте його гравцеві ліворуч
# source-hash: 26bd78f03786
effect-look-journey =
    перегляньте { $n } { $n ->
        [one] закриту { -journey(case: "acc") }
        [few] закриті { -journey(case: "acc-pl") }
        [many] закритих { -journey(case: "gen-pl") }
       *[other] закритої { -journey(case: "gen") }
    }
# source-hash: b2477608fde9
effect-draw-destiny =
    візьміть { $n } { $n ->
        [one] { -destiny(case: "acc") }
        [few] { -destiny(case: "acc-pl") }
        [many] { -destiny(case: "gen-pl") }
       *[other] { -destiny(case: "gen") }
    }
# source-hash: f00bb6d8f17b
effect-gain-worker =
    отримайте { $n } { $n ->
        [one] { -worker(case: "acc") }
        [few] { -worker(case: "acc-pl") }
        [many] { -worker(case: "gen-pl") }
       *[other] { -worker(case: "gen") }
    }
# source-hash: dc40365fb8c9
effect-hunt = киньте свої непризначені кубики, щоб уполювати їжу
# source-hash: f2eb60c5fe57
effect-deal-damage =
    завдайте ворогові { $n } { $n ->
        [one] { -damage(case: "acc") }
        [few] { -damage(case: "acc-pl") }
        [many] { -damage(case: "gen-pl") }
       *[other] { -damage(case: "gen") }
    }
# source-hash: 1a8e63c23f12
effect-ignore-journey = проігноруйте щойно відкриту { -journey(case: "acc") }
# source-hash: aa803a9f494b
effect-reroll =
    перекиньте { $n } { $n ->
        [one] { -die(case: "acc") }
        [few] { -die(case: "acc-pl") }
        [many] { -die(case: "gen-pl") }
       *[other] { -die(case: "gen") }
    }
# source-hash: 9165931b5f9a
effect-face-damage =
    { $n-sign ->
        [minus]
            кожен удар на кубику { FORM($w, case: "gen") } завдає на { $n-abs } { $n-abs ->
                [one] { -damage(case: "acc") }
                [few] { -damage(case: "acc-pl") }
                [many] { -damage(case: "gen-pl") }
               *[other] { -damage(case: "gen") }
            } менше
        [zero] удари на кубиках { FORM($w, case: "gen-pl") } завдають звичайних ушкоджень
       *[plus]
            кожен удар на кубику { FORM($w, case: "gen") } завдає на { $n-abs } { $n-abs ->
                [one] { -damage(case: "acc") }
                [few] { -damage(case: "acc-pl") }
                [many] { -damage(case: "gen-pl") }
               *[other] { -damage(case: "gen") }
            } більше
    }
# source-hash: a3217fe92fce
effect-free-merchants = { -merchant-ship(case: "nom-pl") } для вас безкоштовні
# source-hash: 68e1c754ef6e
effect-destiny-draws =
    { $n-sign ->
        [minus]
            беріть для вибору на { $n-abs } { $n-abs ->
                [one] { -destiny(case: "acc") }
                [few] { -destiny(case: "acc-pl") }
                [many] { -destiny(case: "gen-pl") }
               *[other] { -destiny(case: "gen") }
            } менше
        [zero] беріть для вибору звичайну кількість карт долі
       *[plus]
            беріть для вибору на { $n-abs } { $n-abs ->
                [one] { -destiny(case: "acc") }
                [few] { -destiny(case: "acc-pl") }
                [many] { -destiny(case: "gen-pl") }
               *[other] { -destiny(case: "gen") }
            } більше
    }
# source-hash: 14e823b9970f
effect-buy-longship = купіть власний { -longship(case: "acc") }, сплативши його вартість
# source-hash: c5358d43b506
effect-buy-rune = купіть одну з відкритих { -rune(case: "gen-pl") }, сплативши її вартість
# source-hash: 56f8dfa76697
effect-trade =
    обміняйте { $n } { $n ->
        [one] { FORM($r, case: "acc") }
        [few] { FORM($r, case: "acc-pl") }
        [many] { FORM($r, case: "gen-pl") }
       *[other] { FORM($r, case: "gen") }
    } на { $m } { $m ->
        [one] { FORM($s, case: "acc") }
        [few] { FORM($s, case: "acc-pl") }
        [many] { FORM($s, case: "gen-pl") }
       *[other] { FORM($s, case: "gen") }
    }

## Conditions

# source-hash: a1b60cfb091f
cond-nobody-killed = ніхто його не вбив
    .negated = хтось його вбив
# source-hash: 8a991eae4733
cond-most = у вас найбільше { FORM($t, case: "gen-pl") } (нічия зараховується)
    .negated = у вас не найбільше { FORM($t, case: "gen-pl") }
# source-hash: 33e1b3bda3c0
cond-fighting = ви б'єтеся з { FORM($e, case: "ins") }
    .negated = ви б'єтеся не з { FORM($e, case: "ins") }
# source-hash: d9b5fa81e2ca
cond-fighting-colour = ворог, з яким ви б'єтеся, { $c }
    .negated = ворог, з яким ви б'єтеся, не { $c }
# source-hash: 5886382ddf67
cond-on-longship = ви б'єтеся з { -longship(case: "gen") }
    .negated = ви б'єтеся не з { -longship(case: "gen") }

## Quantities: what a condition counts (a noun phrase: "кількість ... становить")

# source-hash: 62aa062f45ca
quantity-tally = кількість { FORM($t, case: "gen-pl") } у вас
# source-hash: 66ea5783ee5d
quantity-dice = кількість ваших кубиків воїнів
# source-hash: f68a1f9f014c
quantity-damage = кількість ушкоджень на ворогові
# source-hash: c96f6cc14a89
quantity-sets = кількість ваших наборів ворогів

## Targets, by case; .animacy: how an effect takes them (en/midgard.ftl)

# source-hash: af6d666f92c8
target-self =
    { $case ->
       *[nom] ви
        [gen] вас
        [dat] вам
        [acc] вас
        [ins] вами
        [loc] вас
    }
    .animacy = self
# source-hash: b6a59c2081ad
target-other-player =
    { $case ->
       *[nom] інший гравець на ваш вибір
        [gen] іншого гравця на ваш вибір
        [dat] іншому гравцеві на ваш вибір
        [acc] іншого гравця на ваш вибір
        [ins] іншим гравцем на ваш вибір
        [loc] іншому гравцеві на ваш вибір
    }
    .animacy = anim
# source-hash: 2e20444c5fec
target-each-player =
    { $case ->
       *[nom] кожен гравець
        [gen] кожного гравця
        [dat] кожному гравцеві
        [acc] кожного гравця
        [ins] кожним гравцем
        [loc] кожному гравцеві
    }
    .animacy = anim
# source-hash: c82d39febd34
target-each-other-player =
    { $case ->
       *[nom] кожен інший гравець
        [gen] кожного іншого гравця
        [dat] кожному іншому гравцеві
        [acc] кожного іншого гравця
        [ins] кожним іншим гравцем
        [loc] кожному іншому гравцеві
    }
    .animacy = anim
# source-hash: be74e48e8677
target-longship =
    { $case ->
       *[nom] драккар
        [gen] драккара
        [dat] драккару
        [acc] драккар
        [ins] драккаром
        [loc] драккарі
    }
    .animacy = inan
# source-hash: 8cbae8313830
target-enemy =
    { $case ->
       *[nom] ворог
        [gen] ворога
        [dat] ворогові
        [acc] ворога
        [ins] ворогом
        [loc] ворогові
    }
    .animacy = inan

## Counters: what "for each" counts (nom and acc; .gender, .animacy for "за кожну/кожного/кожен")

# source-hash: 3d5447687f8e
counter-tally =
    { $case ->
       *[nom] { $t }
        [acc] { FORM($t, case: "acc") }
    }
    .gender = { GENDER($t) }
    .animacy = { ANIMACY($t) }
# source-hash: fab604fb5e8c
counter-enemy-set =
    { $case ->
       *[nom] набір ворогів трьох кольорів
        [acc] набір ворогів трьох кольорів
    }
    .gender = masc
    .animacy = inan
# source-hash: 23075df318be
counter-shield =
    { $case ->
       *[nom] викинутий щит
        [acc] викинутий щит
    }
    .gender = masc
    .animacy = inan

## Durations (nom and gen: "до кінця бою")

# source-hash: 8f1d6487dfb8
duration-end-of-combat =
    { $case ->
       *[nom] кінець бою
        [gen] кінця бою
    }
# source-hash: e14e1d4c0b7e
duration-end-of-round =
    { $case ->
       *[nom] кінець раунду
        [gen] кінця раунду
    }

## Choosers

# source-hash: 84f0e5407338
chooser-self = на ваш вибір

## Field labels: how a face names a field it lists ("Base: ...")

# source-hash: d1551a260cc7
label-attack = Атака
# source-hash: 4de31bc86d8b
label-capacity = Місткість
# source-hash: 908a98ca9a94
label-colour = Колір
# source-hash: d2e45501a137
label-cost = Ціна
# source-hash: aeddcdb4af0b
label-dice = Кубики
# source-hash: da47ca87a939
label-faces = Грані
# source-hash: 8dcbb4261d59
label-forbids = Забороняє
# source-hash: 0b72d396253d
label-glory = { -glory }
# source-hash: 7318065bf6f3
label-health = Здоров'я
# source-hash: f6a95f581460
label-players = Гравці
# source-hash: bafab137fd66
label-public = Спільний
# source-hash: 2c5040e012de
label-reward = Нагорода
# source-hash: 2c9a4835934f
label-space = Поле
# source-hash: be863745d77e
label-stall = Ятка
# source-hash: 3d528a64dffd
label-warriors = Воїни
# source-hash: 4c6597d04532
label-workers = Робітники

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
