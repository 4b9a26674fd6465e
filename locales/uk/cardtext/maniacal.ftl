# Maniacal: card rules text (Ukrainian). Ids and variables as in the English source (en/maniacal.ftl).
# Rules speak to the player in the polite imperative ("отримайте"). After a number a noun takes the
# form CLDR's category asks: one — the singular (the accusative after a verb: "1 кімнату"); few — the
# plural ("2 кімнати", "2 поплічників" for animate nouns); many — the genitive plural ("5 кімнат");
# other (fractions) — the genitive singular. An uncountable term (Лиха слава, гроші) keeps its
# genitive singular where a plural would be ("5 Лихої слави").


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

## Card kinds (A.1)

# source-hash: e5941fabd442
kind-room = Кімната таємної бази
# source-hash: dc8d5e290e63
kind-henchman = Поплічник
# source-hash: 9ff7a20ff7a6
kind-contract = Контракт
# source-hash: 729183c7ee43
kind-supervillain = Суперлиходій
# source-hash: 711eccfd845e
kind-lackey = Лакей
# source-hash: e93a431c4857
kind-mercenary = Найманець
# source-hash: 808c918d89b8
kind-power = Суперсила
# source-hash: 63eb7fa63791
kind-scheme = Інтрига
# source-hash: d3f084d80e1c
kind-finale = Фінал
# source-hash: 5c15cbfac6c6
kind-hero = Герой (Загін D.O.P.E.)
# source-hash: 1d69f22cfafd
kind-location = Особлива локація

## Fields: the facts printed on a card

# source-hash: f9e14f2a9468
field-cost = Вартість { $value }
# source-hash: 122a0dba0db8
field-attraction = Привабливість для { FORM($item, case: "gen-pl") } +{ $value }
# source-hash: d943ad2e511e
field-activation = { $value }
# source-hash: b6e2b8fe6c6d
field-type = Тип: { $value }
# source-hash: 6ea6a9676867
field-brawn = { -brawn } { $value }
# source-hash: 93ebbdd796f7
field-stealth = { -stealth } { $value }
# source-hash: 251ec5d10f53
field-intellect = { -intellect } { $value }
# source-hash: 93ac624f9b1a
field-magic = { -magic } { $value }
# source-hash: dec31f9a7abb
field-difficulty =
    Складність: { $value-key ->
        [easy] низька
        [hard] висока
       *[legendary] легендарна
    }
# source-hash: 8429d03d4459
field-needs =
    Потрібно { $value } { $value ->
        [one] { -success }
        [few] { -success(case: "nom-pl") }
        [many] { -success(case: "gen-pl") }
       *[other] { -success(case: "gen") }
    } { FORM($item, case: "gen") }
# source-hash: b6674d54f33d
field-team =
    Команда: { $value } { $value ->
        [one] { -henchman }
        [few] { -henchman(case: "nom-pl") }
        [many] { -henchman(case: "gen-pl") }
       *[other] { -henchman(case: "gen") }
    }
# source-hash: 87b4fc9a5f40
field-recommended = Рекомендовано: { $value }
# source-hash: 3147fbed4018
field-reward =
    Нагорода: { $item-key ->
        [money] { $value } $
       *[other]
            { $value } { $value ->
                [one] { FORM($item) }
                [few] { FORM($item, case: "nom-pl") }
                [many] { FORM($item, case: "gen-pl") }
               *[other] { FORM($item, case: "gen") }
            }
    }
# source-hash: 167bf45059e6
field-base = Лігво: { $value }
# source-hash: 61959673d1fb
field-closest = Найближчі: { $value }
# source-hash: 39425b811fbc
field-lackey = Лакей: { $value }
# source-hash: df510479e954
field-strength = Перевага: { $value }
# source-hash: 326e8cf00aeb
field-weakness = Слабкість: { $value }
# source-hash: 61763f5a1129
field-villain = Служить: { $value }
# source-hash: 22a226796f37
field-hired-at = Наймають у { FORM($value, case: "loc") }
# source-hash: 3767a2741513
field-bonus = Бонус до { FORM($item, case: "gen") }: { $value }
# source-hash: 42dee6b95ca1
field-patrols = Патрулює { FORM($value, case: "acc") }
# source-hash: 238a39c70c7e
field-is = Локація: { $value }
# source-hash: 9faa1b3b31cd
field-weeks =
    Відвідини тривають { $value } { $value ->
        [one] { -week }
        [few] { -week(case: "nom-pl") }
        [many] { -week(case: "gen-pl") }
       *[other] { -week(case: "gen") }
    }

## Timing windows (A.2, A.14)

# source-hash: 9ea026b61c8f
window-when-built = коли ви будуєте цю кімнату
    .clause = yes
# source-hash: fbcf6a691a4a
window-when-activated = коли ви активуєте цю кімнату
    .clause = yes
# source-hash: 6445162f4645
window-contract-phase = у { -contract-phase(case: "loc") }
# source-hash: 2bcb3649bd4d
window-henchmen-phase = на початку { -henchmen-phase(case: "gen") }
# source-hash: 645760f3105f
window-when-recruited = коли ви вербуєте цього поплічника
    .clause = yes
# source-hash: 5c229c3c5d9f
window-contract-revealed = коли контракт відкрито
    .clause = yes
# source-hash: 2ab5b423d8f6
window-on-success = коли ваша спроба виконати контракт вдається
    .clause = yes
# source-hash: 645e0aa83b2b
window-on-failure = коли ваша спроба виконати контракт провалюється
    .clause = yes
# source-hash: 2ee458f333ee
window-when-visited = коли ви відвідуєте цю локацію
    .clause = yes
# source-hash: 330635a7aa44
window-any-time = будь-коли
# source-hash: c10154f1a1d4
window-at-clean-up = під час { -clean-up(case: "gen") }
# source-hash: 25938f1b6489
window-game-end = наприкінці гри
# source-hash: 452b0b619762
window-base-building = після кожного будівництва чи продажу

## Costs

# source-hash: 94fa775f92cf
cost-spend-weeks =
    витратьте { $n } { $n ->
        [one] { -week(case: "acc") }
        [few] { -week(case: "acc-pl") }
        [many] { -week(case: "gen-pl") }
       *[other] { -week(case: "gen") }
    }
# source-hash: ab24f1fb9dbb
cost-pay =
    заплатіть { $r-key ->
        [money] { $n } $
       *[other]
            { $n } { $n ->
                [one] { FORM($r, case: "acc") }
                [few] { FORM($r, case: "acc-pl") }
                [many] { FORM($r, case: "gen-pl") }
               *[other] { FORM($r, case: "gen") }
            }
    }
# source-hash: 15df5c633c4a
cost-exhaust-self = виснажте цю карту
# source-hash: 0ac03cce8dc9
cost-discard-self = скиньте цю карту
# source-hash: 3a9b45a8f0ae
cost-discard-schemes =
    скиньте { $n } { $n ->
        [one] { -scheme(case: "acc") }
        [few] { -scheme(case: "acc-pl") }
        [many] { -scheme(case: "gen-pl") }
       *[other] { -scheme(case: "gen") }
    }

## Effects

# source-hash: e4167a4b0aea
effect-gain =
    отримайте { $r-key ->
        [money] { $n } $
       *[other]
            { $n } { $n ->
                [one] { FORM($r, case: "acc") }
                [few] { FORM($r, case: "acc-pl") }
                [many] { FORM($r, case: "gen-pl") }
               *[other] { FORM($r, case: "gen") }
            }
    }
    .target =
        { ANIMACY($target) ->
            [anim] { $target } отримує
           *[other] отримайте
        } { $r-key ->
            [money] { $n } $
           *[other]
                { $n } { $n ->
                    [one] { FORM($r, case: "acc") }
                    [few] { FORM($r, case: "acc-pl") }
                    [many] { FORM($r, case: "gen-pl") }
                   *[other] { FORM($r, case: "gen") }
                }
        }
# source-hash: 97d3b76de715
effect-lose =
    втратьте { $r-key ->
        [money] { $n } $
       *[other]
            { $n } { $n ->
                [one] { FORM($r, case: "acc") }
                [few] { FORM($r, case: "acc-pl") }
                [many] { FORM($r, case: "gen-pl") }
               *[other] { FORM($r, case: "gen") }
            }
    }
    .target =
        { ANIMACY($target) ->
            [anim] { $target } втрачає
           *[other] втратьте
        } { $r-key ->
            [money] { $n } $
           *[other]
                { $n } { $n ->
                    [one] { FORM($r, case: "acc") }
                    [few] { FORM($r, case: "acc-pl") }
                    [many] { FORM($r, case: "gen-pl") }
                   *[other] { FORM($r, case: "gen") }
                }
        }
# source-hash: f6b1c4b0a5db
effect-steal =
    вкрадіть { $r-key ->
        [money] { $n } $
       *[other]
            { $n } { $n ->
                [one] { FORM($r, case: "acc") }
                [few] { FORM($r, case: "acc-pl") }
                [many] { FORM($r, case: "gen-pl") }
               *[other] { FORM($r, case: "gen") }
            }
    }
    .target =
        вкрадіть { $r-key ->
            [money] { $n } $
           *[other]
                { $n } { $n ->
                    [one] { FORM($r, case: "acc") }
                    [few] { FORM($r, case: "acc-pl") }
                    [many] { FORM($r, case: "gen-pl") }
                   *[other] { FORM($r, case: "gen") }
                }
        } у { FORM($target, case: "gen") }
# source-hash: deb3097a4021
effect-gain-attraction =
    отримайте { $n } { $n ->
        [one] очко
        [few] очки
        [many] очок
       *[other] очка
    } { -attraction(case: "gen") } для { FORM($t, case: "gen-pl") }
# source-hash: 47a4f6cec535
effect-gain-any-attraction =
    отримайте { $n } { $n ->
        [one] очко
        [few] очки
        [many] очок
       *[other] очка
    } { -attraction(case: "gen") } й розподіліть між своїми треками як завгодно
# source-hash: 106df005fb4c
effect-lose-attraction =
    втратьте { $n } { $n ->
        [one] очко
        [few] очки
        [many] очок
       *[other] очка
    } { -attraction(case: "gen") } для { FORM($t, case: "gen-pl") }
# source-hash: 6de623c5617d
effect-lose-any-attraction =
    втратьте { $n } { $n ->
        [one] очко
        [few] очки
        [many] очок
       *[other] очка
    } { -attraction(case: "gen") } зі своїх треків на власний вибір
# source-hash: a5c6805f123a
effect-draw-schemes =
    візьміть { $n } { $n ->
        [one] { -scheme(case: "acc") }
        [few] { -scheme(case: "acc-pl") }
        [many] { -scheme(case: "gen-pl") }
       *[other] { -scheme(case: "gen") }
    }
# source-hash: b6dd9718c754
effect-draw-rooms =
    візьміть { $n } { $n ->
        [one] { -room(case: "acc") }
        [few] { -room(case: "acc-pl") }
        [many] { -room(case: "gen-pl") }
       *[other] { -room(case: "gen") }
    }
# source-hash: feb8fd3b538c
effect-draw-contracts =
    візьміть { $n } { $n ->
        [one] { -contract(case: "acc") }
        [few] { -contract(case: "acc-pl") }
        [many] { -contract(case: "gen-pl") }
       *[other] { -contract(case: "gen") }
    }
# source-hash: e5c83aeb7f05
effect-gain-power =
    отримайте { $n } { $n ->
        [one] { -power(case: "acc") }
        [few] { -power(case: "acc-pl") }
        [many] { -power(case: "gen-pl") }
       *[other] { -power(case: "gen") }
    }
    .target =
        { ANIMACY($target) ->
            [anim] { $target } отримує
           *[other] отримайте
        } { $n } { $n ->
            [one] { -power(case: "acc") }
            [few] { -power(case: "acc-pl") }
            [many] { -power(case: "gen-pl") }
           *[other] { -power(case: "gen") }
        }
# source-hash: 7ba8db3a239e
effect-injure =
    пораньте { $n } { $n ->
        [one] { -henchman(case: "acc") }
        [few] { -henchman(case: "acc-pl") }
        [many] { -henchman(case: "gen-pl") }
       *[other] { -henchman(case: "gen") }
    }
    .target =
        пораньте { $n } { $n ->
            [one] { -henchman(case: "acc") }
            [few] { -henchman(case: "acc-pl") }
            [many] { -henchman(case: "gen-pl") }
           *[other] { -henchman(case: "gen") }
        } { FORM($target, case: "gen") }
# source-hash: 41942aea6356
effect-capture =
    схоплено { $n } { $n ->
        [one] { -henchman(case: "acc") }
        [few] { -henchman(case: "acc-pl") }
        [many] { -henchman(case: "gen-pl") }
       *[other] { -henchman(case: "gen") }
    }
    .target =
        схоплено { $n } { $n ->
            [one] { -henchman(case: "acc") }
            [few] { -henchman(case: "acc-pl") }
            [many] { -henchman(case: "gen-pl") }
           *[other] { -henchman(case: "gen") }
        } { FORM($target, case: "gen") }
# source-hash: 1eb765b1dcec
effect-heal =
    вилікуйте { $n } { $n ->
        [one] { -injury(case: "acc") }
        [few] { -injury(case: "acc-pl") }
        [many] { -injury(case: "gen-pl") }
       *[other] { -injury(case: "gen") }
    }
# source-hash: 9dc004befd10
effect-hire =
    найміть { $n } { $n ->
        [one] { -mercenary(case: "acc") }
        [few] { -mercenary(case: "acc-pl") }
        [many] { -mercenary(case: "gen-pl") }
       *[other] { -mercenary(case: "gen") }
    }
# source-hash: fcfe1ff2eeec
effect-refresh =
    відновіть { $n } { $n ->
        [one] { -henchman(case: "acc") }
        [few] { -henchman(case: "acc-pl") }
        [many] { -henchman(case: "gen-pl") }
       *[other] { -henchman(case: "gen") }
    }
# source-hash: 4b79ba50e556
effect-refresh-all = відновіть усіх своїх поплічників і свого суперлиходія
# source-hash: 6464dcabf60a
effect-target-change =
    { $n-sign ->
        [minus]
            контракту потрібно на { $n-abs } { $n-abs ->
                [one] { -success(case: "acc") }
                [few] { -success(case: "acc-pl") }
                [many] { -success(case: "gen-pl") }
               *[other] { -success(case: "gen") }
            } менше
        [zero] контракту потрібно стільки ж успіхів, як і раніше
       *[plus]
            контракту потрібно на { $n-abs } { $n-abs ->
                [one] { -success(case: "acc") }
                [few] { -success(case: "acc-pl") }
                [many] { -success(case: "gen-pl") }
               *[other] { -success(case: "gen") }
            } більше
    }
# source-hash: 8b8c92671027
effect-add-dice =
    додайте до пулу { $n } { $n ->
        [one] { -die(case: "acc") }
        [few] { -die(case: "acc-pl") }
        [many] { -die(case: "gen-pl") }
       *[other] { -die(case: "gen") }
    } { FORM($trait, case: "gen") }
# source-hash: aa803a9f494b
effect-reroll =
    перекиньте { $n } { $n ->
        [one] { -die(case: "acc") }
        [few] { -die(case: "acc-pl") }
        [many] { -die(case: "gen-pl") }
       *[other] { -die(case: "gen") }
    }
# source-hash: 8871ef0e10a7
effect-trait-bonus = { $trait } { $n-signed }
# source-hash: e35cf448c981
effect-contract-weeks =
    { $n-sign ->
        [minus]
            контракти забирають у вас на { $n-abs } { $n-abs ->
                [one] { -week(case: "acc") }
                [few] { -week(case: "acc-pl") }
                [many] { -week(case: "gen-pl") }
               *[other] { -week(case: "gen") }
            } менше
        [zero] контракти забирають у вас стільки ж часу, як і раніше
       *[plus]
            контракти забирають у вас на { $n-abs } { $n-abs ->
                [one] { -week(case: "acc") }
                [few] { -week(case: "acc-pl") }
                [many] { -week(case: "gen-pl") }
               *[other] { -week(case: "gen") }
            } більше
    }
# source-hash: e86337c1d287
effect-no-healing = поранення ваших поплічників ніколи не загоюються
# source-hash: 42bb9945355c
effect-second-injury-captures = вашого поплічника, пораненого вдруге, схоплено
# source-hash: 020e3ce3eb3a
effect-arrest =
    герої арештовують { $n } { $n ->
        [one] { -henchman(case: "acc") }
        [few] { -henchman(case: "acc-pl") }
        [many] { -henchman(case: "gen-pl") }
       *[other] { -henchman(case: "gen") }
    }

## Conditions

# source-hash: fa81b5e354f7
cond-playing-strengths = у грі є { -strength(case: "nom-pl") } суперлиходіїв
    .negated = у грі немає { -strength(case: "gen-pl") } суперлиходіїв
# source-hash: 0f0e7d1b0595
cond-playing-weaknesses = у грі є { -weakness(case: "nom-pl") } суперлиходіїв
    .negated = у грі немає { -weakness(case: "gen-pl") } суперлиходіїв
# source-hash: f63718121799
cond-recommended = контракт рекомендує { FORM($trait, case: "acc") }
    .negated = контракт не рекомендує { FORM($trait, case: "gen") }
# source-hash: 6ec902039a70
cond-difficulty = контракт { $d }
    .negated = контракт не { $d }
# source-hash: c2febadd1168
cond-on-continent = контракт розташовано в { FORM($c, case: "loc") }
    .negated = контракт розташовано не в { FORM($c, case: "loc") }
# source-hash: 6742d12a0aa4
cond-mixed-team = у команді є поплічники різних типів
    .negated = усі поплічники команди одного типу
# source-hash: 890438d0bff9
cond-team-has = у команді є { $t }
    .negated = у команді немає { FORM($t, case: "gen") }
# source-hash: 2c6ce7ce3ce6
cond-injured = поплічник поранений
    .negated = поплічник не поранений

## Quantities: what a condition counts (a noun phrase: "кількість ... становить")

# source-hash: dab94accd05d
quantity-resource =
    { $r-key ->
        [weeks] кількість { -week(case: "gen-pl") }, що у вас лишилися,
       *[other] кількість { FORM($r, case: "gen-pl") } у вас
    }
# source-hash: 95d88f308137
quantity-attraction = ваша привабливість для { FORM($t, case: "gen-pl") }
# source-hash: ea37f4049a05
quantity-completed = кількість виконаних вами контрактів
# source-hash: b3e7402f828d
quantity-completed-trait = кількість виконаних вами контрактів на { FORM($trait, case: "acc") }
# source-hash: 325b887d056c
quantity-henchmen = кількість ваших поплічників
# source-hash: 3be4b267a918
quantity-rooms = кількість кімнат у вашій базі
# source-hash: 0a844df5c73c
quantity-injured = кількість ваших поранених поплічників
# source-hash: d9e3a71561e0
quantity-team-size = розмір команди

## Targets, by case; .animacy: how an effect takes them (en/maniacal.ftl)

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
# source-hash: e735cd92098b
target-team =
    { $case ->
       *[nom] команда
        [gen] команди
        [dat] команді
        [acc] команду
        [ins] командою
        [loc] команді
    }
    .animacy = inan
# source-hash: 440c1404efed
target-one-henchman =
    { $case ->
       *[nom] один із ваших поплічників
        [gen] одного з ваших поплічників
        [dat] одному з ваших поплічників
        [acc] одного з ваших поплічників
        [ins] одним із ваших поплічників
        [loc] одному з ваших поплічників
    }
    .animacy = anim
# source-hash: 8e9b6f11c781
target-each-henchman =
    { $case ->
       *[nom] кожен ваш поплічник
        [gen] кожного вашого поплічника
        [dat] кожному вашому поплічникові
        [acc] кожного вашого поплічника
        [ins] кожним вашим поплічником
        [loc] кожному вашому поплічникові
    }
    .animacy = anim
# source-hash: ad014d836826
target-villain =
    { $case ->
       *[nom] ваш суперлиходій
        [gen] вашого суперлиходія
        [dat] вашому суперлиходієві
        [acc] вашого суперлиходія
        [ins] вашим суперлиходієм
        [loc] вашому суперлиходієві
    }
    .animacy = anim
# source-hash: 65112deffe33
target-contract =
    { $case ->
       *[nom] контракт
        [gen] контракту
        [dat] контракту
        [acc] контракт
        [ins] контрактом
        [loc] контракті
    }
    .animacy = inan

## Counters: what "for each" counts (nom and acc; .gender, .animacy for "за кожну/кожного/кожен")

# source-hash: 7087b04b371f
counter-room-built =
    { $case ->
       *[nom] кімната у вашій базі
        [acc] кімнату у вашій базі
    }
    .gender = fem
# source-hash: 2a77df52bb41
counter-team-henchman =
    { $case ->
       *[nom] поплічник у команді
        [acc] поплічника в команді
    }
    .gender = masc
    .animacy = anim
# source-hash: 6da6d55307a5
counter-typed-henchman =
    { $case ->
       *[nom] { $t } серед ваших поплічників
        [acc] { FORM($t, case: "acc") } серед ваших поплічників
    }
    .gender = { GENDER($t) }
    .animacy = { ANIMACY($t) }
# source-hash: 8e0bfbcba670
counter-contract-completed =
    { $case ->
       *[nom] виконаний вами контракт
        [acc] виконаний вами контракт
    }
    .gender = masc
    .animacy = inan
# source-hash: 2e8feb3369c1
counter-injured-henchman =
    { $case ->
       *[nom] ваш поранений поплічник
        [acc] вашого пораненого поплічника
    }
    .gender = masc
    .animacy = anim

## Durations (nom and gen: "до кінця раунду")

# source-hash: 9d30ba070b4b
duration-end-of-contract =
    { $case ->
       *[nom] розв'язання контракту
        [gen] розв'язання контракту
    }
# source-hash: b10fdad6fa13
duration-end-of-phase =
    { $case ->
       *[nom] кінець фази
        [gen] кінця фази
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

# source-hash: 91963750c610
label-activation = Активація
# source-hash: 33362bfce2c0
label-attraction = Привабливість
# source-hash: 69a2db967455
label-base = База
# source-hash: 42fc0aa03eec
label-bonus = Бонус
# source-hash: 6d9b6a1e96c6
label-brawn = { -brawn }
# source-hash: c39aeb40f781
label-closest = Найближче
# source-hash: d2e45501a137
label-cost = Ціна
# source-hash: dc37c82cccf6
label-difficulty = Складність
# source-hash: 2e27fcc80c23
label-hired-at = Наймається в
# source-hash: f3367cf12677
label-intellect = { -intellect }
# source-hash: 5b8190092617
label-lackey = Прислужник
# source-hash: 092278c3e1b1
label-magic = { -magic }
# source-hash: 82210c1cb6f4
label-needs = Потрібно
# source-hash: 134caed3abba
label-patrols = Патрулює
# source-hash: 873c53e4d0ac
label-recommended = Радимо
# source-hash: 2c5040e012de
label-reward = Нагорода
# source-hash: 8e687e935bdb
label-stealth = { -stealth }
# source-hash: 111d18214b3b
label-strength = Сильна сторона
# source-hash: 3ce39c0c92cb
label-team = Команда
# source-hash: ea45c43bddce
label-type = Тип
# source-hash: 2cd4e8f33bd1
label-villain = Лиходій
# source-hash: 27d751520d68
label-weakness = Слабкість
# source-hash: 3fe376cc8fcc
label-weeks = Тижні

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
