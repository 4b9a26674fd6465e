# Champions of Midgard: card rules text (Polish). Ids and variables as in the English source
# (en/midgard.ftl). Rules speak to the player in the imperative ("zdobądź"). After a number a noun
# takes the form CLDR's category asks (pl/maniacal.ftl says which); an uncountable resource
# (żywność, Chwała) keeps its genitive singular where a plural would be ("5 Chwały").


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

## Card kinds

# source-hash: a6f07e8647b5
kind-troll = Troll
# source-hash: 46df355beb87
kind-draugr = Draugr
# source-hash: 078cb6bbbb20
kind-monster = Potwór dalekich brzegów
# source-hash: 9c77dddd61ac
kind-journey = Podróż
# source-hash: a6d68869ffdc
kind-rune = Runa
# source-hash: e701dd0044b9
kind-destiny = Przeznaczenie
# source-hash: 489d2dbef830
kind-merchant-ship = Statek kupiecki
# source-hash: f73664eacbef
kind-leader = Przywódca wikingów
# source-hash: b49115a2ccf5
kind-warrior = Kość wojownika
# source-hash: 22b34dce14e0
kind-longship = Drakkar
# source-hash: 55e3ff45c7b6
kind-market-stall = Stragan
# source-hash: 655afd49425c
kind-location = Pole planszy

## Fields: the facts printed on a card

# source-hash: 12197239b0ae
field-health = Zdrowie { $value }
# source-hash: 0bd774b64070
field-attack = Atak { $value }
# source-hash: 2c7dd850a2f7
field-reward =
    Nagroda: { $value } { $value ->
        [one] { FORM($item) }
        [few] { FORM($item, case: "nom-pl") }
        [many] { FORM($item, case: "gen-pl") }
       *[other] { FORM($item, case: "gen") }
    }
# source-hash: 2f1fe61d2863
field-forbids = Zakazane kości: { $value }
# source-hash: 778eb29c78f5
field-colour = Kolor: { $value }
# source-hash: e55887ce840b
field-cost =
    Koszt: { $value } { $value ->
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
    } na koniec gry
# source-hash: 901a5061be28
field-warriors =
    Długi dom na { $value } { $value ->
        [one] { -warrior(case: "acc") }
        [few] { -warrior(case: "acc-pl") }
        [many] { -warrior(case: "gen-pl") }
       *[other] { -warrior(case: "gen") }
    }
# source-hash: 71778157be8f
field-is = Kość: { $value }
# source-hash: 171737f7cb03
field-faces = { $value } × { $item }
# source-hash: 7faa30d9da0d
field-dice = { $value } w zasobach
# source-hash: 16a320d24762
field-capacity = Pojemność: { $value } (kości i żywność)
# source-hash: 9fb6f104906a
field-public = Publiczny
# source-hash: 42c46423a57f
field-players =
    Od { $value } { $value ->
        [one] gracza
        [few] graczy
        [many] graczy
       *[other] gracza
    }
# source-hash: e7fe05c5adb3
field-stall = Stragan { $value }
# source-hash: 54fc00b55ab0
field-workers =
    { $value ->
        [0] Dowolna liczba robotników
        [one] { $value } { -worker }
        [few] { $value } { -worker(case: "gen-pl") }
        [many] { $value } { -worker(case: "gen-pl") }
       *[other] { $value } { -worker(case: "gen") }
    }
# source-hash: 3d63e339b274
field-space = Pole { $value }

## Timing windows (B.40, B.43, B.47)

# source-hash: 2f0e6e2c57f8
window-when-placed = gdy stawiasz tu robotnika
    .clause = yes
# source-hash: abfe6cb2d868
window-during-combat = podczas twojej walki
# source-hash: 67613d463ace
window-after-reroll = po wydaniu { -favor(case: "gen") } na przerzut
    .clause = yes
# source-hash: 7b7ad2e969dc
window-when-killed = gdy go zabijesz
    .clause = yes
# source-hash: 69af596382ec
window-when-revealed = gdy ta karta zostaje odkryta
    .clause = yes
# source-hash: 2943c6d240d7
window-after-journey = po odkryciu { -journey(case: "gen") }
# source-hash: c10154f1a1d4
window-at-clean-up = podczas sprzątania
# source-hash: 1ba657ba4528
window-round-start = na początku rundy
# source-hash: 25938f1b6489
window-game-end = na koniec gry

## Costs

# source-hash: 4501a9e749ab
cost-pay =
    zapłać { $n } { $n ->
        [one] { FORM($r, case: "acc") }
        [few] { FORM($r, case: "acc-pl") }
        [many] { FORM($r, case: "gen-pl") }
       *[other] { FORM($r, case: "gen") }
    }
# source-hash: 0ac03cce8dc9
cost-discard-self = odrzuć tę kartę

## Effects

# source-hash: 3850d5fa526d
effect-gain =
    otrzymaj { $n } { $n ->
        [one] { FORM($r, case: "acc") }
        [few] { FORM($r, case: "acc-pl") }
        [many] { FORM($r, case: "gen-pl") }
       *[other] { FORM($r, case: "gen") }
    }
    .target =
        { ANIMACY($target) ->
            [anim] { $target } otrzymuje
            [inan] połóż
           *[self] otrzymaj
        } { $n } { $n ->
            [one] { FORM($r, case: "acc") }
            [few] { FORM($r, case: "acc-pl") }
            [many] { FORM($r, case: "gen-pl") }
           *[other] { FORM($r, case: "gen") }
        }{ ANIMACY($target) ->
            [inan] { " " }na { FORM($target, case: "acc") }
           *[other] { "" }
        }
# source-hash: dcff280a4625
effect-lose =
    strać { $n } { $n ->
        [one] { FORM($r, case: "acc") }
        [few] { FORM($r, case: "acc-pl") }
        [many] { FORM($r, case: "gen-pl") }
       *[other] { FORM($r, case: "gen") }
    }
    .target =
        { ANIMACY($target) ->
            [anim] { $target } traci
           *[other] strać
        } { $n } { $n ->
            [one] { FORM($r, case: "acc") }
            [few] { FORM($r, case: "acc-pl") }
            [many] { FORM($r, case: "gen-pl") }
           *[other] { FORM($r, case: "gen") }
        }{ ANIMACY($target) ->
            [inan] { " " }z { FORM($target, case: "gen") }
           *[other] { "" }
        }
# source-hash: d09820eb83b7
effect-gain-dice =
    zdobądź { $n } { $n ->
        [one] { -die(case: "acc") }
        [few] { -die(case: "acc-pl") }
        [many] { -die(case: "gen-pl") }
       *[other] { -die(case: "gen") }
    } { FORM($w, case: "gen") }
# source-hash: 01a27537916f
effect-take-all-dice = weź wszystkie kości { FORM($w, case: "gen-pl") } leżące tutaj
# source-hash: 9c9619ee7323
effect-add-dice =
    dodaj do tej walki { $n } { $n ->
        [one] { -die(case: "acc") }
        [few] { -die(case: "acc-pl") }
        [many] { -die(case: "gen-pl") }
       *[other] { -die(case: "gen") }
    } { FORM($w, case: "gen") }
# source-hash: c582ad39a589
effect-lose-warriors =
    strać { $n } { $n ->
        [one] { -warrior(case: "acc") }
        [few] { -warrior(case: "acc-pl") }
        [many] { -warrior(case: "gen-pl") }
       *[other] { -warrior(case: "gen") }
    }
    .target =
        { ANIMACY($target) ->
            [anim] { $target } traci
           *[other] strać
        } { $n } { $n ->
            [one] { -warrior(case: "acc") }
            [few] { -warrior(case: "acc-pl") }
            [many] { -warrior(case: "gen-pl") }
           *[other] { -warrior(case: "gen") }
        }{ ANIMACY($target) ->
            [inan] { " " }z { FORM($target, case: "gen") }
           *[other] { "" }
        }
# source-hash: 25a5798d4826
effect-nothing = nic się nie dzieje
# source-hash: 9c4eeca833f9
effect-fight-kraken = wojownicy na pokładzie walczą z krakenem (zdrowie { $h }, atak { $a })
# source-hash: e1110f232d79
effect-first-player = weź { -first-player(case: "acc") }; jeśli już go masz, przekaż go graczowi po lewej
# source-hash: 26bd78f03786
effect-look-journey =
    obejrzyj { $n } { $n ->
        [one] zakrytą { -journey(case: "acc") }
        [few] zakryte { -journey(case: "acc-pl") }
        [many] zakrytych { -journey(case: "gen-pl") }
       *[other] zakrytej { -journey(case: "gen") }
    }
# source-hash: b2477608fde9
effect-draw-destiny =
    dobierz { $n } { $n ->
        [one] { -destiny(case: "acc") }
        [few] { -destiny(case: "acc-pl") }
        [many] { -destiny(case: "gen-pl") }
       *[other] { -destiny(case: "gen") }
    }
# source-hash: f00bb6d8f17b
effect-gain-worker =
    zdobądź { $n } { $n ->
        [one] { -worker(case: "acc") }
        [few] { -worker(case: "acc-pl") }
        [many] { -worker(case: "gen-pl") }
       *[other] { -worker(case: "gen") }
    }
# source-hash: dc40365fb8c9
effect-hunt = rzuć swoimi nieprzydzielonymi kośćmi, by zapolować na żywność
# source-hash: f2eb60c5fe57
effect-deal-damage =
    zadaj wrogowi { $n } { $n ->
        [one] { -damage(case: "acc") }
        [few] { -damage(case: "acc-pl") }
        [many] { -damage(case: "gen-pl") }
       *[other] { -damage(case: "gen") }
    }
# source-hash: 1a8e63c23f12
effect-ignore-journey = zignoruj właśnie odkrytą { -journey(case: "acc") }
# source-hash: aa803a9f494b
effect-reroll =
    przerzuć { $n } { $n ->
        [one] { -die(case: "acc") }
        [few] { -die(case: "acc-pl") }
        [many] { -die(case: "gen-pl") }
       *[other] { -die(case: "gen") }
    }
# source-hash: 9165931b5f9a
effect-face-damage =
    { $n-sign ->
        [minus]
            każde trafienie na kości { FORM($w, case: "gen") } zadaje o { $n-abs } { $n-abs ->
                [one] { -damage(case: "acc") }
                [few] { -damage(case: "acc-pl") }
                [many] { -damage(case: "gen-pl") }
               *[other] { -damage(case: "gen") }
            } mniej
        [zero] trafienia na kościach { FORM($w, case: "gen-pl") } zadają zwykłe obrażenia
       *[plus]
            każde trafienie na kości { FORM($w, case: "gen") } zadaje o { $n-abs } { $n-abs ->
                [one] { -damage(case: "acc") }
                [few] { -damage(case: "acc-pl") }
                [many] { -damage(case: "gen-pl") }
               *[other] { -damage(case: "gen") }
            } więcej
    }
# source-hash: a3217fe92fce
effect-free-merchants = { -merchant-ship(case: "nom-pl") } nic cię nie kosztują
# source-hash: 68e1c754ef6e
effect-destiny-draws =
    { $n-sign ->
        [minus]
            dobieraj do wyboru o { $n-abs } { $n-abs ->
                [one] { -destiny(case: "acc") }
                [few] { -destiny(case: "acc-pl") }
                [many] { -destiny(case: "gen-pl") }
               *[other] { -destiny(case: "gen") }
            } mniej
        [zero] dobieraj do wyboru zwykłą liczbę kart przeznaczenia
       *[plus]
            dobieraj do wyboru o { $n-abs } { $n-abs ->
                [one] { -destiny(case: "acc") }
                [few] { -destiny(case: "acc-pl") }
                [many] { -destiny(case: "gen-pl") }
               *[other] { -destiny(case: "gen") }
            } więcej
    }
# source-hash: 14e823b9970f
effect-buy-longship = kup własny { -longship(case: "acc") }, płacąc jego koszt
# source-hash: c5358d43b506
effect-buy-rune = kup jedną z odkrytych { -rune(case: "gen-pl") }, płacąc jej koszt
# source-hash: 56f8dfa76697
effect-trade =
    wymień { $n } { $n ->
        [one] { FORM($r, case: "acc") }
        [few] { FORM($r, case: "acc-pl") }
        [many] { FORM($r, case: "gen-pl") }
       *[other] { FORM($r, case: "gen") }
    } na { $m } { $m ->
        [one] { FORM($s, case: "acc") }
        [few] { FORM($s, case: "acc-pl") }
        [many] { FORM($s, case: "gen-pl") }
       *[other] { FORM($s, case: "gen") }
    }

## Conditions

# source-hash: a1b60cfb091f
cond-nobody-killed = nikt go nie zabił
    .negated = ktoś go zabił
# source-hash: 8a991eae4733
cond-most = masz najwięcej { FORM($t, case: "gen-pl") } (remis się liczy)
    .negated = nie masz najwięcej { FORM($t, case: "gen-pl") }
# source-hash: 33e1b3bda3c0
cond-fighting = walczysz z { FORM($e, case: "ins") }
    .negated = nie walczysz z { FORM($e, case: "ins") }
# source-hash: d9b5fa81e2ca
cond-fighting-colour = wróg, z którym walczysz, jest { $c }
    .negated = wróg, z którym walczysz, nie jest { $c }
# source-hash: 5886382ddf67
cond-on-longship = walczysz z pokładu { -longship(case: "gen") }
    .negated = nie walczysz z pokładu { -longship(case: "gen") }

## Quantities: what a condition counts (the subject of "wynosi")

# source-hash: 62aa062f45ca
quantity-tally = ilość { FORM($t, case: "gen-pl") } w twoim posiadaniu
# source-hash: 66ea5783ee5d
quantity-dice = liczba twoich kości wojowników
# source-hash: f68a1f9f014c
quantity-damage = liczba obrażeń na wrogu
# source-hash: c96f6cc14a89
quantity-sets = liczba twoich zestawów wrogów

## Targets, by case; .animacy: how an effect takes them (en/midgard.ftl)

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
# source-hash: be74e48e8677
target-longship =
    { $case ->
       *[nom] drakkar
        [gen] drakkara
        [dat] drakkarowi
        [acc] drakkar
        [ins] drakkarem
        [loc] drakkarze
    }
    .animacy = inan
# source-hash: 8cbae8313830
target-enemy =
    { $case ->
       *[nom] wróg
        [gen] wroga
        [dat] wrogowi
        [acc] wroga
        [ins] wrogiem
        [loc] wrogu
    }
    .animacy = inan

## Counters: what "for each" counts (nom and acc; .gender, .animacy for "za każdą/każde/każdego/każdy")

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
       *[nom] zestaw wrogów trzech kolorów
        [acc] zestaw wrogów trzech kolorów
    }
    .gender = masc
    .animacy = inan
# source-hash: 23075df318be
counter-shield =
    { $case ->
       *[nom] wyrzucona tarcza
        [acc] wyrzuconą tarczę
    }
    .gender = fem

## Durations (nom and gen: "do końca walki")

# source-hash: 8f1d6487dfb8
duration-end-of-combat =
    { $case ->
       *[nom] koniec walki
        [gen] końca walki
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

# source-hash: d1551a260cc7
label-attack = Atak
# source-hash: 4de31bc86d8b
label-capacity = Pojemność
# source-hash: 908a98ca9a94
label-colour = Kolor
# source-hash: d2e45501a137
label-cost = Koszt
# source-hash: aeddcdb4af0b
label-dice = Kości
# source-hash: da47ca87a939
label-faces = Ścianki
# source-hash: 8dcbb4261d59
label-forbids = Zabrania
# source-hash: 0b72d396253d
label-glory = { -glory }
# source-hash: 7318065bf6f3
label-health = Zdrowie
# source-hash: f6a95f581460
label-players = Gracze
# source-hash: bafab137fd66
label-public = Publiczny
# source-hash: 2c5040e012de
label-reward = Nagroda
# source-hash: 2c9a4835934f
label-space = Pole
# source-hash: be863745d77e
label-stall = Stragan
# source-hash: 3d528a64dffd
label-warriors = Wojownicy
# source-hash: 4c6597d04532
label-workers = Robotnicy

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
