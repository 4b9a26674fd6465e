# Champions of Midgard: card rules text (Ukrainian). Ids and variables as in the English source
# (en/midgard.ftl). Rules speak to the player in the polite imperative ("отримайте"). After a number
# a noun takes the form CLDR's category asks (uk/maniacal.ftl says which); an uncountable resource
# (їжа, Слава) keeps its genitive singular where a plural would be ("5 Слави").

## How a rule is put together

construct-ability = { $head }: { $effects }
construct-ability-paid = { $head }, { $costs }: { $effects }
construct-paid = { $costs }: { $effects }
construct-window-if = { $window }, якщо { $condition }
construct-if = якщо { $condition }
construct-target = { $target }: { $effect }
construct-for-each = { $effect } за { GENDER($counter) ->
    [fem] кожну
    [neut] кожне
   *[masc] { ANIMACY($counter) ->
        [anim] кожного
       *[inan] кожен
    }
 } { FORM($counter, case: "acc") }
construct-lasting = { $effect } до { FORM($duration, case: "gen") }
construct-effect-if = { $effect }, якщо { $condition }
construct-choice-free = { $options }
construct-choice = { $options } — { $chooser }
construct-not = неправда, що { $condition }
construct-compare = { $quantity } { $op ->
    [lt] менша за { $n }
    [le] становить { $n } або менше
    [eq] становить рівно { $n }
    [ne] не становить { $n }
    [gt] більша за { $n }
   *[ge] становить { $n } або більше
 }
construct-compare-other = { $quantity } { $op ->
    [lt] менша, ніж { $other }
    [le] не більша, ніж { $other }
    [eq] дорівнює { FORM($other, case: "dat") }
    [ne] не дорівнює { FORM($other, case: "dat") }
    [gt] більша, ніж { $other }
   *[ge] не менша, ніж { $other }
 }

## Card kinds

kind-troll = Троль
kind-draugr = Драугр
kind-monster = Чудовисько далеких берегів
kind-journey = Подорож
kind-rune = Руна
kind-destiny = Доля
kind-merchant-ship = Торговий корабель
kind-leader = Ватажок вікінгів
kind-warrior = Кубик воїна
kind-longship = Драккар
kind-market-stall = Ринкова ятка
kind-location = Місце на ігровому полі

## Fields: the facts printed on a card

field-health = Здоров'я { $value }
field-attack = Атака { $value }
field-reward = Нагорода: { $value } { $value ->
    [one] { FORM($item) }
    [few] { FORM($item, case: "nom-pl") }
    [many] { FORM($item, case: "gen-pl") }
   *[other] { FORM($item, case: "gen") }
 }
field-forbids = Заборонені воїни: { $value }
field-colour = Колір: { $value }
field-cost = Вартість: { $value } { $value ->
    [one] { FORM($item) }
    [few] { FORM($item, case: "nom-pl") }
    [many] { FORM($item, case: "gen-pl") }
   *[other] { FORM($item, case: "gen") }
 }
field-glory = { $value } { $value ->
    [one] { -glory }
   *[other] { -glory(case: "gen") }
 } наприкінці гри
field-warriors = Довгий дім на { $value } { $value ->
    [one] { -warrior(case: "acc") }
    [few] { -warrior(case: "acc-pl") }
    [many] { -warrior(case: "gen-pl") }
   *[other] { -warrior(case: "gen") }
 }
field-is = Кубик: { $value }
field-faces = { $value } × { $item }
field-dice = { $value } у запасі
field-capacity = Місткість: { $value } (кубики та їжа)
field-public = Громадський
field-players = Від { $value } { $value ->
    [one] гравця
    [few] гравців
    [many] гравців
   *[other] гравця
 }
field-stall = { $value } ятка
field-workers = { $value ->
    [0] Будь-яка кількість робітників
    [one] { $value } { -worker }
    [few] { $value } { -worker(case: "nom-pl") }
    [many] { $value } { -worker(case: "gen-pl") }
   *[other] { $value } { -worker(case: "gen") }
 }
field-space = { $value } поле

## Timing windows (B.40, B.43, B.47)

window-when-placed = коли ви ставите сюди робітника
window-during-combat = під час вашого бою
window-after-reroll = після того як ви витратите { -favor(case: "acc") } на перекидання
window-when-killed = коли ви його вбиваєте
window-when-revealed = коли цю карту відкрито
window-after-journey = після відкриття { -journey(case: "gen") }
window-at-clean-up = під час прибирання
window-round-start = на початку раунду
window-game-end = наприкінці гри

## Costs

cost-pay = заплатіть { $n } { $n ->
    [one] { FORM($r, case: "acc") }
    [few] { FORM($r, case: "acc-pl") }
    [many] { FORM($r, case: "gen-pl") }
   *[other] { FORM($r, case: "gen") }
 }
cost-discard-self = скиньте цю карту

## Effects

effect-gain = отримайте { $n } { $n ->
    [one] { FORM($r, case: "acc") }
    [few] { FORM($r, case: "acc-pl") }
    [many] { FORM($r, case: "gen-pl") }
   *[other] { FORM($r, case: "gen") }
 }
    .target = { ANIMACY($target) ->
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
effect-lose = втратьте { $n } { $n ->
    [one] { FORM($r, case: "acc") }
    [few] { FORM($r, case: "acc-pl") }
    [many] { FORM($r, case: "gen-pl") }
   *[other] { FORM($r, case: "gen") }
 }
    .target = { ANIMACY($target) ->
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
effect-gain-dice = отримайте { $n } { $n ->
    [one] { -die(case: "acc") }
    [few] { -die(case: "acc-pl") }
    [many] { -die(case: "gen-pl") }
   *[other] { -die(case: "gen") }
 } { FORM($w, case: "gen") }
effect-take-all-dice = візьміть усі кубики { FORM($w, case: "gen-pl") }, що лежать тут
effect-add-dice = додайте до цього бою { $n } { $n ->
    [one] { -die(case: "acc") }
    [few] { -die(case: "acc-pl") }
    [many] { -die(case: "gen-pl") }
   *[other] { -die(case: "gen") }
 } { FORM($w, case: "gen") }
effect-lose-warriors = втратьте { $n } { $n ->
    [one] { -warrior(case: "acc") }
    [few] { -warrior(case: "acc-pl") }
    [many] { -warrior(case: "gen-pl") }
   *[other] { -warrior(case: "gen") }
 }
    .target = { ANIMACY($target) ->
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
effect-nothing = нічого не відбувається
effect-fight-kraken = воїни на борту б'ються з кракеном (здоров'я { $h }, атака { $a })
effect-first-player = візьміть { -first-player(case: "acc") }; якщо він уже у вас, передайте його гравцеві ліворуч
effect-look-journey = перегляньте { $n } { $n ->
    [one] закриту { -journey(case: "acc") }
    [few] закриті { -journey(case: "acc-pl") }
    [many] закритих { -journey(case: "gen-pl") }
   *[other] закритої { -journey(case: "gen") }
 }
effect-draw-destiny = візьміть { $n } { $n ->
    [one] { -destiny(case: "acc") }
    [few] { -destiny(case: "acc-pl") }
    [many] { -destiny(case: "gen-pl") }
   *[other] { -destiny(case: "gen") }
 }
effect-gain-worker = отримайте { $n } { $n ->
    [one] { -worker(case: "acc") }
    [few] { -worker(case: "acc-pl") }
    [many] { -worker(case: "gen-pl") }
   *[other] { -worker(case: "gen") }
 }
effect-hunt = киньте свої непризначені кубики, щоб уполювати їжу
effect-deal-damage = завдайте ворогові { $n } { $n ->
    [one] { -damage(case: "acc") }
    [few] { -damage(case: "acc-pl") }
    [many] { -damage(case: "gen-pl") }
   *[other] { -damage(case: "gen") }
 }
effect-ignore-journey = проігноруйте щойно відкриту { -journey(case: "acc") }
effect-reroll = перекиньте { $n } { $n ->
    [one] { -die(case: "acc") }
    [few] { -die(case: "acc-pl") }
    [many] { -die(case: "gen-pl") }
   *[other] { -die(case: "gen") }
 }
effect-face-damage = { $n-sign ->
    [minus] кожен удар на кубику { FORM($w, case: "gen") } завдає на { $n-abs } { $n-abs ->
        [one] { -damage(case: "acc") }
        [few] { -damage(case: "acc-pl") }
        [many] { -damage(case: "gen-pl") }
       *[other] { -damage(case: "gen") }
    } менше
    [zero] удари на кубиках { FORM($w, case: "gen-pl") } завдають звичайних ушкоджень
   *[plus] кожен удар на кубику { FORM($w, case: "gen") } завдає на { $n-abs } { $n-abs ->
        [one] { -damage(case: "acc") }
        [few] { -damage(case: "acc-pl") }
        [many] { -damage(case: "gen-pl") }
       *[other] { -damage(case: "gen") }
    } більше
 }
effect-free-merchants = { -merchant-ship(case: "nom-pl") } для вас безкоштовні
effect-destiny-draws = { $n-sign ->
    [minus] беріть для вибору на { $n-abs } { $n-abs ->
        [one] { -destiny(case: "acc") }
        [few] { -destiny(case: "acc-pl") }
        [many] { -destiny(case: "gen-pl") }
       *[other] { -destiny(case: "gen") }
    } менше
    [zero] беріть для вибору звичайну кількість карт долі
   *[plus] беріть для вибору на { $n-abs } { $n-abs ->
        [one] { -destiny(case: "acc") }
        [few] { -destiny(case: "acc-pl") }
        [many] { -destiny(case: "gen-pl") }
       *[other] { -destiny(case: "gen") }
    } більше
 }
effect-buy-longship = купіть власний { -longship(case: "acc") }, сплативши його вартість
effect-buy-rune = купіть одну з відкритих { -rune(case: "gen-pl") }, сплативши її вартість
effect-trade = обміняйте { $n } { $n ->
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

cond-nobody-killed = ніхто його не вбив
    .negated = хтось його вбив
cond-most = у вас найбільше { FORM($t, case: "gen-pl") } (нічия зараховується)
    .negated = у вас не найбільше { FORM($t, case: "gen-pl") }
cond-fighting = ви б'єтеся з { FORM($e, case: "ins") }
    .negated = ви б'єтеся не з { FORM($e, case: "ins") }
cond-fighting-colour = ворог, з яким ви б'єтеся, { $c }
    .negated = ворог, з яким ви б'єтеся, не { $c }
cond-on-longship = ви б'єтеся з { -longship(case: "gen") }
    .negated = ви б'єтеся не з { -longship(case: "gen") }

## Quantities: what a condition counts (a noun phrase: "кількість ... становить")

quantity-tally = кількість { FORM($t, case: "gen-pl") } у вас
quantity-dice = кількість ваших кубиків воїнів
quantity-damage = кількість ушкоджень на ворогові
quantity-sets = кількість ваших наборів ворогів

## Targets, by case; .animacy: how an effect takes them (en/midgard.ftl)

target-self = { $case ->
   *[nom] ви
    [gen] вас
    [dat] вам
    [acc] вас
    [ins] вами
    [loc] вас
 }
    .animacy = self
target-other-player = { $case ->
   *[nom] інший гравець на ваш вибір
    [gen] іншого гравця на ваш вибір
    [dat] іншому гравцеві на ваш вибір
    [acc] іншого гравця на ваш вибір
    [ins] іншим гравцем на ваш вибір
    [loc] іншому гравцеві на ваш вибір
 }
    .animacy = anim
target-each-player = { $case ->
   *[nom] кожен гравець
    [gen] кожного гравця
    [dat] кожному гравцеві
    [acc] кожного гравця
    [ins] кожним гравцем
    [loc] кожному гравцеві
 }
    .animacy = anim
target-each-other-player = { $case ->
   *[nom] кожен інший гравець
    [gen] кожного іншого гравця
    [dat] кожному іншому гравцеві
    [acc] кожного іншого гравця
    [ins] кожним іншим гравцем
    [loc] кожному іншому гравцеві
 }
    .animacy = anim
target-longship = { $case ->
   *[nom] драккар
    [gen] драккара
    [dat] драккару
    [acc] драккар
    [ins] драккаром
    [loc] драккарі
 }
    .animacy = inan
target-enemy = { $case ->
   *[nom] ворог
    [gen] ворога
    [dat] ворогові
    [acc] ворога
    [ins] ворогом
    [loc] ворогові
 }
    .animacy = inan

## Counters: what "for each" counts (nom and acc; .gender, .animacy for "за кожну/кожного/кожен")

counter-tally = { $case ->
   *[nom] { $t }
    [acc] { FORM($t, case: "acc") }
 }
    .gender = { GENDER($t) }
    .animacy = { ANIMACY($t) }
counter-enemy-set = { $case ->
   *[nom] набір ворогів трьох кольорів
    [acc] набір ворогів трьох кольорів
 }
    .gender = masc
    .animacy = inan
counter-shield = { $case ->
   *[nom] викинутий щит
    [acc] викинутий щит
 }
    .gender = masc
    .animacy = inan

## Durations (nom and gen: "до кінця бою")

duration-end-of-combat = { $case ->
   *[nom] кінець бою
    [gen] кінця бою
 }
duration-end-of-round = { $case ->
   *[nom] кінець раунду
    [gen] кінця раунду
 }

## Choosers

chooser-self = на ваш вибір
