# Maniacal: card rules text (Ukrainian). Ids and variables as in the English source (en/maniacal.ftl).
# Rules speak to the player in the polite imperative ("отримайте"). After a number a noun takes the
# form CLDR's category asks: one — the singular (the accusative after a verb: "1 кімнату"); few — the
# plural ("2 кімнати", "2 поплічників" for animate nouns); many — the genitive plural ("5 кімнат");
# other (fractions) — the genitive singular. An uncountable term (Лиха слава, гроші) keeps its
# genitive singular where a plural would be ("5 Лихої слави").

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

## Card kinds (A.1)

kind-room = Кімната таємної бази
kind-henchman = Поплічник
kind-contract = Контракт
kind-supervillain = Суперлиходій
kind-lackey = Лакей
kind-mercenary = Найманець
kind-power = Суперсила
kind-scheme = Інтрига
kind-finale = Фінал
kind-hero = Герой (Загін D.O.P.E.)
kind-location = Особлива локація

## Fields: the facts printed on a card

field-cost = Вартість { $value }
field-attraction = Привабливість для { FORM($item, case: "gen-pl") } +{ $value }
field-activation = { $value }
field-type = Тип: { $value }
field-brawn = { -brawn } { $value }
field-stealth = { -stealth } { $value }
field-intellect = { -intellect } { $value }
field-magic = { -magic } { $value }
field-difficulty = Складність: { $value-key ->
    [easy] низька
    [hard] висока
   *[legendary] легендарна
 }
field-needs = Потрібно { $value } { $value ->
    [one] { -success }
    [few] { -success(case: "nom-pl") }
    [many] { -success(case: "gen-pl") }
   *[other] { -success(case: "gen") }
 } { FORM($item, case: "gen") }
field-team = Команда: { $value } { $value ->
    [one] { -henchman }
    [few] { -henchman(case: "nom-pl") }
    [many] { -henchman(case: "gen-pl") }
   *[other] { -henchman(case: "gen") }
 }
field-recommended = Рекомендовано: { $value }
field-reward = Нагорода: { $item-key ->
    [money] { $value } $
   *[other] { $value } { $value ->
        [one] { FORM($item) }
        [few] { FORM($item, case: "nom-pl") }
        [many] { FORM($item, case: "gen-pl") }
       *[other] { FORM($item, case: "gen") }
    }
 }
field-base = Лігво: { $value }
field-closest = Найближчі: { $value }
field-lackey = Лакей: { $value }
field-strength = Перевага: { $value }
field-weakness = Слабкість: { $value }
field-villain = Служить: { $value }
field-hired-at = Наймають у { FORM($value, case: "loc") }
field-bonus = Бонус до { FORM($item, case: "gen") }: { $value }
field-patrols = Патрулює { FORM($value, case: "acc") }
field-is = Локація: { $value }
field-weeks = Відвідини тривають { $value } { $value ->
    [one] { -week }
    [few] { -week(case: "nom-pl") }
    [many] { -week(case: "gen-pl") }
   *[other] { -week(case: "gen") }
 }

## Timing windows (A.2, A.14)

window-when-built = коли ви будуєте цю кімнату
window-when-activated = коли ви активуєте цю кімнату
window-contract-phase = у { -contract-phase(case: "loc") }
window-henchmen-phase = на початку { -henchmen-phase(case: "gen") }
window-when-recruited = коли ви вербуєте цього поплічника
window-contract-revealed = коли контракт відкрито
window-on-success = коли ваша спроба виконати контракт вдається
window-on-failure = коли ваша спроба виконати контракт провалюється
window-when-visited = коли ви відвідуєте цю локацію
window-any-time = будь-коли
window-at-clean-up = під час { -clean-up(case: "gen") }
window-game-end = наприкінці гри
window-base-building = після кожного будівництва чи продажу

## Costs

cost-spend-weeks = витратьте { $n } { $n ->
    [one] { -week(case: "acc") }
    [few] { -week(case: "acc-pl") }
    [many] { -week(case: "gen-pl") }
   *[other] { -week(case: "gen") }
 }
cost-pay = заплатіть { $r-key ->
    [money] { $n } $
   *[other] { $n } { $n ->
        [one] { FORM($r, case: "acc") }
        [few] { FORM($r, case: "acc-pl") }
        [many] { FORM($r, case: "gen-pl") }
       *[other] { FORM($r, case: "gen") }
    }
 }
cost-exhaust-self = виснажте цю карту
cost-discard-self = скиньте цю карту
cost-discard-schemes = скиньте { $n } { $n ->
    [one] { -scheme(case: "acc") }
    [few] { -scheme(case: "acc-pl") }
    [many] { -scheme(case: "gen-pl") }
   *[other] { -scheme(case: "gen") }
 }

## Effects

effect-gain = отримайте { $r-key ->
    [money] { $n } $
   *[other] { $n } { $n ->
        [one] { FORM($r, case: "acc") }
        [few] { FORM($r, case: "acc-pl") }
        [many] { FORM($r, case: "gen-pl") }
       *[other] { FORM($r, case: "gen") }
    }
 }
    .target = { ANIMACY($target) ->
        [anim] { $target } отримує
       *[other] отримайте
    } { $r-key ->
        [money] { $n } $
       *[other] { $n } { $n ->
            [one] { FORM($r, case: "acc") }
            [few] { FORM($r, case: "acc-pl") }
            [many] { FORM($r, case: "gen-pl") }
           *[other] { FORM($r, case: "gen") }
        }
    }
effect-lose = втратьте { $r-key ->
    [money] { $n } $
   *[other] { $n } { $n ->
        [one] { FORM($r, case: "acc") }
        [few] { FORM($r, case: "acc-pl") }
        [many] { FORM($r, case: "gen-pl") }
       *[other] { FORM($r, case: "gen") }
    }
 }
    .target = { ANIMACY($target) ->
        [anim] { $target } втрачає
       *[other] втратьте
    } { $r-key ->
        [money] { $n } $
       *[other] { $n } { $n ->
            [one] { FORM($r, case: "acc") }
            [few] { FORM($r, case: "acc-pl") }
            [many] { FORM($r, case: "gen-pl") }
           *[other] { FORM($r, case: "gen") }
        }
    }
effect-steal = вкрадіть { $r-key ->
    [money] { $n } $
   *[other] { $n } { $n ->
        [one] { FORM($r, case: "acc") }
        [few] { FORM($r, case: "acc-pl") }
        [many] { FORM($r, case: "gen-pl") }
       *[other] { FORM($r, case: "gen") }
    }
 }
    .target = вкрадіть { $r-key ->
        [money] { $n } $
       *[other] { $n } { $n ->
            [one] { FORM($r, case: "acc") }
            [few] { FORM($r, case: "acc-pl") }
            [many] { FORM($r, case: "gen-pl") }
           *[other] { FORM($r, case: "gen") }
        }
    } у { FORM($target, case: "gen") }
effect-gain-attraction = отримайте { $n } { $n ->
    [one] очко
    [few] очки
    [many] очок
   *[other] очка
 } { -attraction(case: "gen") } для { FORM($t, case: "gen-pl") }
effect-gain-any-attraction = отримайте { $n } { $n ->
    [one] очко
    [few] очки
    [many] очок
   *[other] очка
 } { -attraction(case: "gen") } й розподіліть між своїми треками як завгодно
effect-lose-attraction = втратьте { $n } { $n ->
    [one] очко
    [few] очки
    [many] очок
   *[other] очка
 } { -attraction(case: "gen") } для { FORM($t, case: "gen-pl") }
effect-lose-any-attraction = втратьте { $n } { $n ->
    [one] очко
    [few] очки
    [many] очок
   *[other] очка
 } { -attraction(case: "gen") } зі своїх треків на власний вибір
effect-draw-schemes = візьміть { $n } { $n ->
    [one] { -scheme(case: "acc") }
    [few] { -scheme(case: "acc-pl") }
    [many] { -scheme(case: "gen-pl") }
   *[other] { -scheme(case: "gen") }
 }
effect-draw-rooms = візьміть { $n } { $n ->
    [one] { -room(case: "acc") }
    [few] { -room(case: "acc-pl") }
    [many] { -room(case: "gen-pl") }
   *[other] { -room(case: "gen") }
 }
effect-draw-contracts = візьміть { $n } { $n ->
    [one] { -contract(case: "acc") }
    [few] { -contract(case: "acc-pl") }
    [many] { -contract(case: "gen-pl") }
   *[other] { -contract(case: "gen") }
 }
effect-gain-power = отримайте { $n } { $n ->
    [one] { -power(case: "acc") }
    [few] { -power(case: "acc-pl") }
    [many] { -power(case: "gen-pl") }
   *[other] { -power(case: "gen") }
 }
    .target = { ANIMACY($target) ->
        [anim] { $target } отримує
       *[other] отримайте
    } { $n } { $n ->
        [one] { -power(case: "acc") }
        [few] { -power(case: "acc-pl") }
        [many] { -power(case: "gen-pl") }
       *[other] { -power(case: "gen") }
    }
effect-injure = пораньте { $n } { $n ->
    [one] { -henchman(case: "acc") }
    [few] { -henchman(case: "acc-pl") }
    [many] { -henchman(case: "gen-pl") }
   *[other] { -henchman(case: "gen") }
 }
    .target = пораньте { $n } { $n ->
        [one] { -henchman(case: "acc") }
        [few] { -henchman(case: "acc-pl") }
        [many] { -henchman(case: "gen-pl") }
       *[other] { -henchman(case: "gen") }
    } { FORM($target, case: "gen") }
effect-capture = схоплено { $n } { $n ->
    [one] { -henchman(case: "acc") }
    [few] { -henchman(case: "acc-pl") }
    [many] { -henchman(case: "gen-pl") }
   *[other] { -henchman(case: "gen") }
 }
    .target = схоплено { $n } { $n ->
        [one] { -henchman(case: "acc") }
        [few] { -henchman(case: "acc-pl") }
        [many] { -henchman(case: "gen-pl") }
       *[other] { -henchman(case: "gen") }
    } { FORM($target, case: "gen") }
effect-heal = вилікуйте { $n } { $n ->
    [one] { -injury(case: "acc") }
    [few] { -injury(case: "acc-pl") }
    [many] { -injury(case: "gen-pl") }
   *[other] { -injury(case: "gen") }
 }
effect-hire = найміть { $n } { $n ->
    [one] { -mercenary(case: "acc") }
    [few] { -mercenary(case: "acc-pl") }
    [many] { -mercenary(case: "gen-pl") }
   *[other] { -mercenary(case: "gen") }
 }
effect-refresh = відновіть { $n } { $n ->
    [one] { -henchman(case: "acc") }
    [few] { -henchman(case: "acc-pl") }
    [many] { -henchman(case: "gen-pl") }
   *[other] { -henchman(case: "gen") }
 }
effect-refresh-all = відновіть усіх своїх поплічників і свого суперлиходія
effect-target-change = { $n-sign ->
    [minus] контракту потрібно на { $n-abs } { $n-abs ->
        [one] { -success(case: "acc") }
        [few] { -success(case: "acc-pl") }
        [many] { -success(case: "gen-pl") }
       *[other] { -success(case: "gen") }
    } менше
    [zero] контракту потрібно стільки ж успіхів, як і раніше
   *[plus] контракту потрібно на { $n-abs } { $n-abs ->
        [one] { -success(case: "acc") }
        [few] { -success(case: "acc-pl") }
        [many] { -success(case: "gen-pl") }
       *[other] { -success(case: "gen") }
    } більше
 }
effect-add-dice = додайте до пулу { $n } { $n ->
    [one] { -die(case: "acc") }
    [few] { -die(case: "acc-pl") }
    [many] { -die(case: "gen-pl") }
   *[other] { -die(case: "gen") }
 } { FORM($trait, case: "gen") }
effect-reroll = перекиньте { $n } { $n ->
    [one] { -die(case: "acc") }
    [few] { -die(case: "acc-pl") }
    [many] { -die(case: "gen-pl") }
   *[other] { -die(case: "gen") }
 }
effect-trait-bonus = { $trait } { $n-signed }
effect-contract-weeks = { $n-sign ->
    [minus] контракти забирають у вас на { $n-abs } { $n-abs ->
        [one] { -week(case: "acc") }
        [few] { -week(case: "acc-pl") }
        [many] { -week(case: "gen-pl") }
       *[other] { -week(case: "gen") }
    } менше
    [zero] контракти забирають у вас стільки ж часу, як і раніше
   *[plus] контракти забирають у вас на { $n-abs } { $n-abs ->
        [one] { -week(case: "acc") }
        [few] { -week(case: "acc-pl") }
        [many] { -week(case: "gen-pl") }
       *[other] { -week(case: "gen") }
    } більше
 }
effect-no-healing = поранення ваших поплічників ніколи не загоюються
effect-second-injury-captures = вашого поплічника, пораненого вдруге, схоплено
effect-arrest = герої арештовують { $n } { $n ->
    [one] { -henchman(case: "acc") }
    [few] { -henchman(case: "acc-pl") }
    [many] { -henchman(case: "gen-pl") }
   *[other] { -henchman(case: "gen") }
 }

## Conditions

cond-playing-strengths = у грі є { -strength(case: "nom-pl") } суперлиходіїв
    .negated = у грі немає { -strength(case: "gen-pl") } суперлиходіїв
cond-playing-weaknesses = у грі є { -weakness(case: "nom-pl") } суперлиходіїв
    .negated = у грі немає { -weakness(case: "gen-pl") } суперлиходіїв
cond-recommended = контракт рекомендує { FORM($trait, case: "acc") }
    .negated = контракт не рекомендує { FORM($trait, case: "gen") }
cond-difficulty = контракт { $d }
    .negated = контракт не { $d }
cond-on-continent = контракт розташовано в { FORM($c, case: "loc") }
    .negated = контракт розташовано не в { FORM($c, case: "loc") }
cond-mixed-team = у команді є поплічники різних типів
    .negated = усі поплічники команди одного типу
cond-team-has = у команді є { $t }
    .negated = у команді немає { FORM($t, case: "gen") }
cond-injured = поплічник поранений
    .negated = поплічник не поранений

## Quantities: what a condition counts (a noun phrase: "кількість ... становить")

quantity-resource = кількість { FORM($r, case: "gen-pl") } у вас
quantity-attraction = ваша привабливість для { FORM($t, case: "gen-pl") }
quantity-completed = кількість виконаних вами контрактів
quantity-completed-trait = кількість виконаних вами контрактів на { FORM($trait, case: "acc") }
quantity-henchmen = кількість ваших поплічників
quantity-rooms = кількість кімнат у вашій базі
quantity-injured = кількість ваших поранених поплічників
quantity-team-size = розмір команди

## Targets, by case; .animacy: how an effect takes them (en/maniacal.ftl)

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
target-team = { $case ->
   *[nom] команда
    [gen] команди
    [dat] команді
    [acc] команду
    [ins] командою
    [loc] команді
 }
    .animacy = inan
target-one-henchman = { $case ->
   *[nom] один із ваших поплічників
    [gen] одного з ваших поплічників
    [dat] одному з ваших поплічників
    [acc] одного з ваших поплічників
    [ins] одним із ваших поплічників
    [loc] одному з ваших поплічників
 }
    .animacy = anim
target-each-henchman = { $case ->
   *[nom] кожен ваш поплічник
    [gen] кожного вашого поплічника
    [dat] кожному вашому поплічникові
    [acc] кожного вашого поплічника
    [ins] кожним вашим поплічником
    [loc] кожному вашому поплічникові
 }
    .animacy = anim
target-villain = { $case ->
   *[nom] ваш суперлиходій
    [gen] вашого суперлиходія
    [dat] вашому суперлиходієві
    [acc] вашого суперлиходія
    [ins] вашим суперлиходієм
    [loc] вашому суперлиходієві
 }
    .animacy = anim
target-contract = { $case ->
   *[nom] контракт
    [gen] контракту
    [dat] контракту
    [acc] контракт
    [ins] контрактом
    [loc] контракті
 }
    .animacy = inan

## Counters: what "for each" counts (nom and acc; .gender, .animacy for "за кожну/кожного/кожен")

counter-room-built = { $case ->
   *[nom] кімната у вашій базі
    [acc] кімнату у вашій базі
 }
    .gender = fem
counter-team-henchman = { $case ->
   *[nom] поплічник у команді
    [acc] поплічника в команді
 }
    .gender = masc
    .animacy = anim
counter-typed-henchman = { $case ->
   *[nom] { $t } серед ваших поплічників
    [acc] { FORM($t, case: "acc") } серед ваших поплічників
 }
    .gender = { GENDER($t) }
    .animacy = { ANIMACY($t) }
counter-contract-completed = { $case ->
   *[nom] виконаний вами контракт
    [acc] виконаний вами контракт
 }
    .gender = masc
    .animacy = inan
counter-injured-henchman = { $case ->
   *[nom] ваш поранений поплічник
    [acc] вашого пораненого поплічника
 }
    .gender = masc
    .animacy = anim

## Durations (nom and gen: "до кінця раунду")

duration-end-of-contract = { $case ->
   *[nom] розв'язання контракту
    [gen] розв'язання контракту
 }
duration-end-of-phase = { $case ->
   *[nom] кінець фази
    [gen] кінця фази
 }
duration-end-of-round = { $case ->
   *[nom] кінець раунду
    [gen] кінця раунду
 }

## Choosers

chooser-self = на ваш вибір
