# Maniacal: card rules text (Polish). Ids and variables as in the English source (en/maniacal.ftl).
# Rules speak to the player in the imperative ("zdobądź"). After a number a noun takes the form
# CLDR's category asks: one — the singular (the accusative after a verb: "1 intrygę"); few — the
# plural ("2 intrygi"; for persons the genitive: "2 popleczników"); many — the genitive plural
# ("5 intryg", and "21 intryg": 21 is many in Polish); other (fractions) — the genitive singular.
# An uncountable term (Niesława) keeps its genitive singular where a plural would be ("5 Niesławy").


## How a rule is put together

# source-hash: 381300ce51ef
construct-ability = { $head }: { $effects }
# source-hash: 5bef4834a314
construct-ability-paid = { $head } { $costs }: { $effects }
    .conditional = { $head }, { $costs }: { $effects }
# source-hash: 141fa6022ac4
construct-paid = { $costs }: { $effects }
# source-hash: 0975c92d33cd
construct-window-if = { $window }, jeśli { $condition }
# source-hash: 996050b2af49
construct-if = jeśli { $condition }
# source-hash: b54c347c1f04
construct-target = { $target }: { $effect }
# source-hash: 8b3b73a1469f
construct-for-each =
    { $effect } za { GENDER($counter) ->
        [fem] każdą
        [neut] każde
       *[masc]
            { ANIMACY($counter) ->
                [anim] każdego
               *[inan] każdy
            }
    } { FORM($counter, case: "acc") }
# source-hash: 0fa6f68495e9
construct-lasting = { $effect } do { FORM($duration, case: "gen") }
# source-hash: 54cba45f96e6
construct-effect-if = { $effect }, jeśli { $condition }
# source-hash: 598e4ff7a6dc
construct-choice-free = { $options }
# source-hash: 90dbec63d289
construct-choice = { $options } — { $chooser }
# source-hash: bd01a7654576
construct-not = nieprawda, że { $condition }
# source-hash: daf6fcf6c5ac
construct-compare =
    { $quantity } { $op ->
        [lt] wynosi mniej niż { $n }
        [le] wynosi { $n } lub mniej
        [eq] wynosi dokładnie { $n }
        [ne] nie wynosi { $n }
        [gt] wynosi więcej niż { $n }
       *[ge] wynosi { $n } lub więcej
    }
# source-hash: 05438effd96f
construct-compare-other =
    { $quantity } { $op ->
        [lt] wynosi mniej niż { $other }
        [le] wynosi najwyżej tyle, ile { $other }
        [eq] wynosi tyle samo, ile { $other }
        [ne] wynosi inaczej niż { $other }
        [gt] wynosi więcej niż { $other }
       *[ge] wynosi co najmniej tyle, ile { $other }
    }

## Card kinds (A.1)

# source-hash: e5941fabd442
kind-room = Pomieszczenie tajnej bazy
# source-hash: dc8d5e290e63
kind-henchman = Poplecznik
# source-hash: 9ff7a20ff7a6
kind-contract = Kontrakt
# source-hash: 729183c7ee43
kind-supervillain = Superzłoczyńca
# source-hash: 711eccfd845e
kind-lackey = Lokaj
# source-hash: e93a431c4857
kind-mercenary = Najemnik
# source-hash: 808c918d89b8
kind-power = Supermoc
# source-hash: 63eb7fa63791
kind-scheme = Intryga
# source-hash: d3f084d80e1c
kind-finale = Finał
# source-hash: 5c15cbfac6c6
kind-hero = Bohater (Oddział D.O.P.E.)
# source-hash: 1d69f22cfafd
kind-location = Miejsce specjalne

## Fields: the facts printed on a card

# source-hash: f9e14f2a9468
field-cost = Koszt { $value }
# source-hash: 122a0dba0db8
field-attraction = Przyciąganie { FORM($item, case: "gen-pl") } +{ $value }
# source-hash: d943ad2e511e
field-activation = { $value }
# source-hash: b6e2b8fe6c6d
field-type = Typ: { $value }
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
    Trudność: { $value-key ->
        [easy] niska
        [hard] wysoka
       *[legendary] legendarna
    }
# source-hash: 8429d03d4459
field-needs =
    Potrzeba { $value } { $value ->
        [one] { -success(case: "gen") }
        [few] { -success(case: "gen-pl") }
        [many] { -success(case: "gen-pl") }
       *[other] { -success(case: "gen") }
    } { FORM($item, case: "gen") }
# source-hash: b6674d54f33d
field-team =
    Drużyna: { $value } { $value ->
        [one] { -henchman }
        [few] { -henchman(case: "gen-pl") }
        [many] { -henchman(case: "gen-pl") }
       *[other] { -henchman(case: "gen") }
    }
# source-hash: 87b4fc9a5f40
field-recommended = Zalecana cecha: { $value }
# source-hash: 3147fbed4018
field-reward =
    Nagroda: { $item-key ->
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
field-base = Kryjówka: { $value }
# source-hash: 61959673d1fb
field-closest = Najbliżej: { $value }
# source-hash: 39425b811fbc
field-lackey = Lokaj: { $value }
# source-hash: df510479e954
field-strength = Atut: { $value }
# source-hash: 326e8cf00aeb
field-weakness = Słabość: { $value }
# source-hash: 61763f5a1129
field-villain = Służy: { $value }
# source-hash: 22a226796f37
field-hired-at = Do wynajęcia w { FORM($value, case: "loc") }
# source-hash: 3767a2741513
field-bonus = Premia do { FORM($item, case: "gen") }: { $value }
# source-hash: 42dee6b95ca1
field-patrols = Patroluje { FORM($value, case: "acc") }
# source-hash: 238a39c70c7e
field-is = Miejsce: { $value }
# source-hash: 9faa1b3b31cd
field-weeks =
    Wizyta trwa { $value } { $value ->
        [one] { -week }
        [few] { -week(case: "nom-pl") }
        [many] { -week(case: "gen-pl") }
       *[other] { -week(case: "gen") }
    }

## Timing windows (A.2, A.14)

# source-hash: 9ea026b61c8f
window-when-built = gdy budujesz to pomieszczenie
    .clause = yes
# source-hash: fbcf6a691a4a
window-when-activated = gdy aktywujesz to pomieszczenie
    .clause = yes
# source-hash: 6445162f4645
window-contract-phase = w { -contract-phase(case: "loc") }
# source-hash: 2bcb3649bd4d
window-henchmen-phase = na początku { -henchmen-phase(case: "gen") }
# source-hash: 645760f3105f
window-when-recruited = gdy werbujesz tego poplecznika
    .clause = yes
# source-hash: 5c229c3c5d9f
window-contract-revealed = gdy kontrakt zostaje odkryty
    .clause = yes
# source-hash: 2ab5b423d8f6
window-on-success = gdy twoja próba wykonania kontraktu się powiedzie
    .clause = yes
# source-hash: 645e0aa83b2b
window-on-failure = gdy twoja próba wykonania kontraktu się nie powiedzie
    .clause = yes
# source-hash: 2ee458f333ee
window-when-visited = gdy odwiedzasz to miejsce
    .clause = yes
# source-hash: 330635a7aa44
window-any-time = w dowolnym momencie
# source-hash: c10154f1a1d4
window-at-clean-up = podczas { -clean-up(case: "gen") }
# source-hash: 25938f1b6489
window-game-end = na koniec gry
# source-hash: 452b0b619762
window-base-building = po każdej budowie lub sprzedaży

## Costs

# source-hash: 94fa775f92cf
cost-spend-weeks =
    wydaj { $n } { $n ->
        [one] { -week(case: "acc") }
        [few] { -week(case: "acc-pl") }
        [many] { -week(case: "gen-pl") }
       *[other] { -week(case: "gen") }
    }
# source-hash: ab24f1fb9dbb
cost-pay =
    zapłać { $r-key ->
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
cost-exhaust-self = wyczerp tę kartę
# source-hash: 0ac03cce8dc9
cost-discard-self = odrzuć tę kartę
# source-hash: 3a9b45a8f0ae
cost-discard-schemes =
    odrzuć { $n } { $n ->
        [one] { -scheme(case: "acc") }
        [few] { -scheme(case: "acc-pl") }
        [many] { -scheme(case: "gen-pl") }
       *[other] { -scheme(case: "gen") }
    }

## Effects

# source-hash: e4167a4b0aea
effect-gain =
    zdobądź { $r-key ->
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
            [anim] { $target } zdobywa
           *[other] zdobądź
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
    strać { $r-key ->
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
            [anim] { $target } traci
           *[other] strać
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
    ukradnij { $r-key ->
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
        ukradnij { $r-key ->
            [money] { $n } $
           *[other]
                { $n } { $n ->
                    [one] { FORM($r, case: "acc") }
                    [few] { FORM($r, case: "acc-pl") }
                    [many] { FORM($r, case: "gen-pl") }
                   *[other] { FORM($r, case: "gen") }
                }
        } { FORM($target, case: "dat") }
# source-hash: deb3097a4021
effect-gain-attraction =
    zdobądź { $n } { $n ->
        [one] punkt
        [few] punkty
        [many] punktów
       *[other] punktu
    } { -attraction(case: "gen") } { FORM($t, case: "gen-pl") }
# source-hash: 47a4f6cec535
effect-gain-any-attraction =
    zdobądź { $n } { $n ->
        [one] punkt
        [few] punkty
        [many] punktów
       *[other] punktu
    } { -attraction(case: "gen") } i rozdziel dowolnie między swoje tory
# source-hash: 106df005fb4c
effect-lose-attraction =
    strać { $n } { $n ->
        [one] punkt
        [few] punkty
        [many] punktów
       *[other] punktu
    } { -attraction(case: "gen") } { FORM($t, case: "gen-pl") }
# source-hash: 6de623c5617d
effect-lose-any-attraction =
    strać { $n } { $n ->
        [one] punkt
        [few] punkty
        [many] punktów
       *[other] punktu
    } { -attraction(case: "gen") } z wybranych przez siebie torów
# source-hash: a5c6805f123a
effect-draw-schemes =
    dobierz { $n } { $n ->
        [one] { -scheme(case: "acc") }
        [few] { -scheme(case: "acc-pl") }
        [many] { -scheme(case: "gen-pl") }
       *[other] { -scheme(case: "gen") }
    }
# source-hash: b6dd9718c754
effect-draw-rooms =
    dobierz { $n } { $n ->
        [one] { -room(case: "acc") }
        [few] { -room(case: "acc-pl") }
        [many] { -room(case: "gen-pl") }
       *[other] { -room(case: "gen") }
    }
# source-hash: feb8fd3b538c
effect-draw-contracts =
    dobierz { $n } { $n ->
        [one] { -contract(case: "acc") }
        [few] { -contract(case: "acc-pl") }
        [many] { -contract(case: "gen-pl") }
       *[other] { -contract(case: "gen") }
    }
# source-hash: e5c83aeb7f05
effect-gain-power =
    zdobądź { $n } { $n ->
        [one] { -power(case: "acc") }
        [few] { -power(case: "acc-pl") }
        [many] { -power(case: "gen-pl") }
       *[other] { -power(case: "gen") }
    }
    .target =
        { ANIMACY($target) ->
            [anim] { $target } zdobywa
           *[other] zdobądź
        } { $n } { $n ->
            [one] { -power(case: "acc") }
            [few] { -power(case: "acc-pl") }
            [many] { -power(case: "gen-pl") }
           *[other] { -power(case: "gen") }
        }
# source-hash: 7ba8db3a239e
effect-injure =
    zrań { $n } { $n ->
        [one] { -henchman(case: "acc") }
        [few] { -henchman(case: "acc-pl") }
        [many] { -henchman(case: "gen-pl") }
       *[other] { -henchman(case: "gen") }
    }
    .target =
        zrań { $n } { $n ->
            [one] { -henchman(case: "acc") }
            [few] { -henchman(case: "acc-pl") }
            [many] { -henchman(case: "gen-pl") }
           *[other] { -henchman(case: "gen") }
        } { FORM($target, case: "gen") }
# source-hash: 41942aea6356
effect-capture =
    schwytano { $n } { $n ->
        [one] { -henchman(case: "acc") }
        [few] { -henchman(case: "acc-pl") }
        [many] { -henchman(case: "gen-pl") }
       *[other] { -henchman(case: "gen") }
    }
    .target =
        schwytano { $n } { $n ->
            [one] { -henchman(case: "acc") }
            [few] { -henchman(case: "acc-pl") }
            [many] { -henchman(case: "gen-pl") }
           *[other] { -henchman(case: "gen") }
        } { FORM($target, case: "gen") }
# source-hash: 1eb765b1dcec
effect-heal =
    wylecz { $n } { $n ->
        [one] { -injury(case: "acc") }
        [few] { -injury(case: "acc-pl") }
        [many] { -injury(case: "gen-pl") }
       *[other] { -injury(case: "gen") }
    }
# source-hash: 9dc004befd10
effect-hire =
    wynajmij { $n } { $n ->
        [one] { -mercenary(case: "acc") }
        [few] { -mercenary(case: "acc-pl") }
        [many] { -mercenary(case: "gen-pl") }
       *[other] { -mercenary(case: "gen") }
    }
# source-hash: fcfe1ff2eeec
effect-refresh =
    odśwież { $n } { $n ->
        [one] { -henchman(case: "acc") }
        [few] { -henchman(case: "acc-pl") }
        [many] { -henchman(case: "gen-pl") }
       *[other] { -henchman(case: "gen") }
    }
# source-hash: 4b79ba50e556
effect-refresh-all = odśwież wszystkich swoich popleczników i swojego superzłoczyńcę
# source-hash: 6464dcabf60a
effect-target-change =
    { $n-sign ->
        [minus]
            kontrakt wymaga o { $n-abs } { $n-abs ->
                [one] { -success(case: "acc") }
                [few] { -success(case: "acc-pl") }
                [many] { -success(case: "gen-pl") }
               *[other] { -success(case: "gen") }
            } mniej
        [zero] kontrakt wymaga tylu sukcesów co wcześniej
       *[plus]
            kontrakt wymaga o { $n-abs } { $n-abs ->
                [one] { -success(case: "acc") }
                [few] { -success(case: "acc-pl") }
                [many] { -success(case: "gen-pl") }
               *[other] { -success(case: "gen") }
            } więcej
    }
# source-hash: 8b8c92671027
effect-add-dice =
    dodaj do puli { $n } { $n ->
        [one] { -die(case: "acc") }
        [few] { -die(case: "acc-pl") }
        [many] { -die(case: "gen-pl") }
       *[other] { -die(case: "gen") }
    } { FORM($trait, case: "gen") }
# source-hash: aa803a9f494b
effect-reroll =
    przerzuć { $n } { $n ->
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
            kontrakty zajmują ci o { $n-abs } { $n-abs ->
                [one] { -week(case: "acc") }
                [few] { -week(case: "acc-pl") }
                [many] { -week(case: "gen-pl") }
               *[other] { -week(case: "gen") }
            } mniej
        [zero] kontrakty zajmują ci tyle czasu co wcześniej
       *[plus]
            kontrakty zajmują ci o { $n-abs } { $n-abs ->
                [one] { -week(case: "acc") }
                [few] { -week(case: "acc-pl") }
                [many] { -week(case: "gen-pl") }
               *[other] { -week(case: "gen") }
            } więcej
    }
# source-hash: e86337c1d287
effect-no-healing = rany twoich popleczników nigdy się nie goją
# source-hash: 42bb9945355c
effect-second-injury-captures = twój poplecznik zraniony po raz drugi zostaje schwytany
# source-hash: 020e3ce3eb3a
effect-arrest =
    bohaterowie aresztują { $n } { $n ->
        [one] { -henchman(case: "acc") }
        [few] { -henchman(case: "acc-pl") }
        [many] { -henchman(case: "gen-pl") }
       *[other] { -henchman(case: "gen") }
    }

## Conditions

# source-hash: fa81b5e354f7
cond-playing-strengths = w grze są { -strength(case: "nom-pl") } superzłoczyńców
    .negated = w grze nie ma { -strength(case: "gen-pl") } superzłoczyńców
# source-hash: 0f0e7d1b0595
cond-playing-weaknesses = w grze są { -weakness(case: "nom-pl") } superzłoczyńców
    .negated = w grze nie ma { -weakness(case: "gen-pl") } superzłoczyńców
# source-hash: f63718121799
cond-recommended = kontrakt zaleca { FORM($trait, case: "acc") }
    .negated = kontrakt nie zaleca { FORM($trait, case: "gen") }
# source-hash: 6ec902039a70
cond-difficulty = kontrakt jest { $d }
    .negated = kontrakt nie jest { $d }
# source-hash: c2febadd1168
cond-on-continent = kontrakt znajduje się w { FORM($c, case: "loc") }
    .negated = kontrakt nie znajduje się w { FORM($c, case: "loc") }
# source-hash: 6742d12a0aa4
cond-mixed-team = w drużynie są poplecznicy różnych typów
    .negated = wszyscy poplecznicy drużyny są jednego typu
# source-hash: 890438d0bff9
cond-team-has = w drużynie jest { $t }
    .negated = w drużynie nie ma { FORM($t, case: "gen") }
# source-hash: 2c6ce7ce3ce6
cond-injured = poplecznik jest ranny
    .negated = poplecznik nie jest ranny

## Quantities: what a condition counts (the subject of "wynosi")

# source-hash: dab94accd05d
quantity-resource =
    { $r-key ->
        [weeks] liczba pozostałych ci { -week(case: "gen-pl") }
       *[other] ilość { FORM($r, case: "gen-pl") } w twoim posiadaniu
    }
# source-hash: 95d88f308137
quantity-attraction = twoje przyciąganie { FORM($t, case: "gen-pl") }
# source-hash: ea37f4049a05
quantity-completed = liczba wykonanych przez ciebie kontraktów
# source-hash: b3e7402f828d
quantity-completed-trait = liczba wykonanych przez ciebie kontraktów na { FORM($trait, case: "acc") }
# source-hash: 325b887d056c
quantity-henchmen = liczba twoich popleczników
# source-hash: 3be4b267a918
quantity-rooms = liczba pomieszczeń w twojej bazie
# source-hash: 0a844df5c73c
quantity-injured = liczba twoich rannych popleczników
# source-hash: d9e3a71561e0
quantity-team-size = liczebność drużyny

## Targets, by case; .animacy: how an effect takes them (en/maniacal.ftl)

# source-hash: af6d666f92c8
target-self =
    { $case ->
       *[nom] ty
        [gen] ciebie
        [dat] tobie
        [acc] ciebie
        [ins] tobą
        [loc] tobie
    }
    .animacy = self
# source-hash: b6a59c2081ad
target-other-player =
    { $case ->
       *[nom] inny wybrany gracz
        [gen] innego wybranego gracza
        [dat] innemu wybranemu graczowi
        [acc] innego wybranego gracza
        [ins] innym wybranym graczem
        [loc] innym wybranym graczu
    }
    .animacy = anim
# source-hash: 2e20444c5fec
target-each-player =
    { $case ->
       *[nom] każdy gracz
        [gen] każdego gracza
        [dat] każdemu graczowi
        [acc] każdego gracza
        [ins] każdym graczem
        [loc] każdym graczu
    }
    .animacy = anim
# source-hash: c82d39febd34
target-each-other-player =
    { $case ->
       *[nom] każdy inny gracz
        [gen] każdego innego gracza
        [dat] każdemu innemu graczowi
        [acc] każdego innego gracza
        [ins] każdym innym graczem
        [loc] każdym innym graczu
    }
    .animacy = anim
# source-hash: e735cd92098b
target-team =
    { $case ->
       *[nom] drużyna
        [gen] drużyny
        [dat] drużynie
        [acc] drużynę
        [ins] drużyną
        [loc] drużynie
    }
    .animacy = inan
# source-hash: 440c1404efed
target-one-henchman =
    { $case ->
       *[nom] jeden z twoich popleczników
        [gen] jednego z twoich popleczników
        [dat] jednemu z twoich popleczników
        [acc] jednego z twoich popleczników
        [ins] jednym z twoich popleczników
        [loc] jednym z twoich popleczników
    }
    .animacy = anim
# source-hash: 8e9b6f11c781
target-each-henchman =
    { $case ->
       *[nom] każdy twój poplecznik
        [gen] każdego twojego poplecznika
        [dat] każdemu twojemu poplecznikowi
        [acc] każdego twojego poplecznika
        [ins] każdym twoim poplecznikiem
        [loc] każdym twoim popleczniku
    }
    .animacy = anim
# source-hash: ad014d836826
target-villain =
    { $case ->
       *[nom] twój superzłoczyńca
        [gen] twojego superzłoczyńcy
        [dat] twojemu superzłoczyńcy
        [acc] twojego superzłoczyńcę
        [ins] twoim superzłoczyńcą
        [loc] twoim superzłoczyńcy
    }
    .animacy = anim
# source-hash: 65112deffe33
target-contract =
    { $case ->
       *[nom] kontrakt
        [gen] kontraktu
        [dat] kontraktowi
        [acc] kontrakt
        [ins] kontraktem
        [loc] kontrakcie
    }
    .animacy = inan

## Counters: what "for each" counts (nom and acc; .gender, .animacy for "za każdą/każde/każdego/każdy")

# source-hash: 7087b04b371f
counter-room-built =
    { $case ->
       *[nom] pomieszczenie w twojej bazie
        [acc] pomieszczenie w twojej bazie
    }
    .gender = neut
# source-hash: 2a77df52bb41
counter-team-henchman =
    { $case ->
       *[nom] poplecznik w drużynie
        [acc] poplecznika w drużynie
    }
    .gender = masc
    .animacy = anim
# source-hash: 6da6d55307a5
counter-typed-henchman =
    { $case ->
       *[nom] { $t } wśród twoich popleczników
        [acc] { FORM($t, case: "acc") } wśród twoich popleczników
    }
    .gender = { GENDER($t) }
    .animacy = { ANIMACY($t) }
# source-hash: 8e0bfbcba670
counter-contract-completed =
    { $case ->
       *[nom] wykonany przez ciebie kontrakt
        [acc] wykonany przez ciebie kontrakt
    }
    .gender = masc
    .animacy = inan
# source-hash: 2e8feb3369c1
counter-injured-henchman =
    { $case ->
       *[nom] twój ranny poplecznik
        [acc] twojego rannego poplecznika
    }
    .gender = masc
    .animacy = anim

## Durations (nom and gen: "do końca rundy")

# source-hash: 9d30ba070b4b
duration-end-of-contract =
    { $case ->
       *[nom] rozstrzygnięcie kontraktu
        [gen] rozstrzygnięcia kontraktu
    }
# source-hash: b10fdad6fa13
duration-end-of-phase =
    { $case ->
       *[nom] koniec fazy
        [gen] końca fazy
    }
# source-hash: e14e1d4c0b7e
duration-end-of-round =
    { $case ->
       *[nom] koniec rundy
        [gen] końca rundy
    }

## Choosers

# source-hash: 84f0e5407338
chooser-self = do wyboru

## Field labels: how a face names a field it lists ("Base: ...")

# source-hash: 91963750c610
label-activation = Aktywacja
# source-hash: 33362bfce2c0
label-attraction = Przyciąganie
# source-hash: 69a2db967455
label-base = Baza
# source-hash: 42fc0aa03eec
label-bonus = Premia
# source-hash: 6d9b6a1e96c6
label-brawn = { -brawn }
# source-hash: c39aeb40f781
label-closest = Najbliżej
# source-hash: d2e45501a137
label-cost = Koszt
# source-hash: dc37c82cccf6
label-difficulty = Trudność
# source-hash: 2e27fcc80c23
label-hired-at = Wynajmowany w
# source-hash: f3367cf12677
label-intellect = { -intellect }
# source-hash: 5b8190092617
label-lackey = Sługus
# source-hash: 092278c3e1b1
label-magic = { -magic }
# source-hash: 82210c1cb6f4
label-needs = Wymaga
# source-hash: 134caed3abba
label-patrols = Patroluje
# source-hash: 873c53e4d0ac
label-recommended = Zalecane
# source-hash: 2c5040e012de
label-reward = Nagroda
# source-hash: 8e687e935bdb
label-stealth = { -stealth }
# source-hash: 111d18214b3b
label-strength = Mocna strona
# source-hash: 3ce39c0c92cb
label-team = Drużyna
# source-hash: ea45c43bddce
label-type = Typ
# source-hash: 2cd4e8f33bd1
label-villain = Złoczyńca
# source-hash: 27d751520d68
label-weakness = Słabość
# source-hash: 3fe376cc8fcc
label-weeks = Tygodnie

## Arkusze do druku: tytuły każdej strony (toolkit/render/sheets.py).
## Napisane przez zespół Deckwright: do przejrzenia przez tłumacza.

# source-hash: 6551e5b9592e
sheet-fronts = arkusz { $number }: przednie strony
# source-hash: cab565dbead2
sheet-backs =
    arkusz { $number }: tylne strony (drukuj dwustronnie, obracając wzdłuż { $edge ->
        [long] dłuższej
       *[short] krótszej
    } krawędzi)
# source-hash: 9eb895a3d45f
sheet-fold = arkusz { $number }: zegnij, sklej, wytnij
# source-hash: c0f89222cfbf
sheet-calibration-front = kalibracja druku dwustronnego: przód
# source-hash: 1bfb58074e2a
sheet-calibration-print = wydrukuj obie strony na jednym arkuszu, dwustronnie, w skali 100 %
# source-hash: 37d57f6bbee5
sheet-calibration-light = obejrzyj arkusz pod światło; odczytaj podziałki z tyłu
# source-hash: 250f3a868c63
sheet-calibration-back = kalibracja druku dwustronnego: tył
# source-hash: b1432ecd76cb
sheet-calibration-x = X w mm (+ przesuwa tylne strony w prawo)
# source-hash: 5f12c7b17e3b
sheet-calibration-y = Y w mm (+ przesuwa tylne strony w górę)
# source-hash: b877736ce5c1
sheet-calibration-offset = użyj --back-offset X,Y (ta strona: { $offset })
