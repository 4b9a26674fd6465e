# Champions of Midgard: card rules text (Polish). Ids and variables as in the English source
# (en/midgard.ftl). Rules speak to the player in the imperative ("zdobądź"). After a number a noun
# takes the form CLDR's category asks (pl/maniacal.ftl says which); an uncountable resource
# (żywność, Chwała) keeps its genitive singular where a plural would be ("5 Chwały").

## How a rule is put together

construct-ability = { $head }: { $effects }
construct-ability-paid = { $head }, { $costs }: { $effects }
construct-paid = { $costs }: { $effects }
construct-window-if = { $window }, jeśli { $condition }
construct-if = jeśli { $condition }
construct-target = { $target }: { $effect }
construct-for-each = { $effect } za { GENDER($counter) ->
    [fem] każdą
    [neut] każde
   *[masc] { ANIMACY($counter) ->
        [anim] każdego
       *[inan] każdy
    }
 } { FORM($counter, case: "acc") }
construct-lasting = { $effect } do { FORM($duration, case: "gen") }
construct-effect-if = { $effect }, jeśli { $condition }
construct-choice-free = { $options }
construct-choice = { $options } — { $chooser }
construct-not = nieprawda, że { $condition }
construct-compare = { $quantity } { $op ->
    [lt] wynosi mniej niż { $n }
    [le] wynosi { $n } lub mniej
    [eq] wynosi dokładnie { $n }
    [ne] nie wynosi { $n }
    [gt] wynosi więcej niż { $n }
   *[ge] wynosi { $n } lub więcej
 }
construct-compare-other = { $quantity } { $op ->
    [lt] wynosi mniej niż { $other }
    [le] wynosi najwyżej tyle, ile { $other }
    [eq] wynosi tyle samo, ile { $other }
    [ne] wynosi inaczej niż { $other }
    [gt] wynosi więcej niż { $other }
   *[ge] wynosi co najmniej tyle, ile { $other }
 }

## Card kinds

kind-troll = Troll
kind-draugr = Draugr
kind-monster = Potwór dalekich brzegów
kind-journey = Podróż
kind-rune = Runa
kind-destiny = Przeznaczenie
kind-merchant-ship = Statek kupiecki
kind-leader = Przywódca wikingów
kind-warrior = Kość wojownika
kind-longship = Drakkar
kind-market-stall = Stragan
kind-location = Pole planszy

## Fields: the facts printed on a card

field-health = Zdrowie { $value }
field-attack = Atak { $value }
field-reward = Nagroda: { $value } { $value ->
    [one] { FORM($item) }
    [few] { FORM($item, case: "nom-pl") }
    [many] { FORM($item, case: "gen-pl") }
   *[other] { FORM($item, case: "gen") }
 }
field-forbids = Zakazani wojownicy: { $value }
field-colour = Kolor: { $value }
field-cost = Koszt: { $value } { $value ->
    [one] { FORM($item) }
    [few] { FORM($item, case: "nom-pl") }
    [many] { FORM($item, case: "gen-pl") }
   *[other] { FORM($item, case: "gen") }
 }
field-glory = { $value } { $value ->
    [one] { -glory }
   *[other] { -glory(case: "gen") }
 } na koniec gry
field-warriors = Długi dom na { $value } { $value ->
    [one] { -warrior(case: "acc") }
    [few] { -warrior(case: "acc-pl") }
    [many] { -warrior(case: "gen-pl") }
   *[other] { -warrior(case: "gen") }
 }
field-is = Kość: { $value }
field-faces = { $value } × { $item }
field-dice = { $value } w zasobach
field-capacity = Pojemność: { $value } (kości i żywność)
field-public = Publiczny
field-players = Od { $value } { $value ->
    [one] gracza
    [few] graczy
    [many] graczy
   *[other] gracza
 }
field-stall = Stragan { $value }
field-workers = { $value ->
    [0] Dowolna liczba robotników
    [one] { $value } { -worker }
    [few] { $value } { -worker(case: "gen-pl") }
    [many] { $value } { -worker(case: "gen-pl") }
   *[other] { $value } { -worker(case: "gen") }
 }
field-space = Pole { $value }

## Timing windows (B.40, B.43, B.47)

window-when-placed = gdy stawiasz tu robotnika
window-during-combat = podczas twojej walki
window-after-reroll = po wydaniu { -favor(case: "gen") } na przerzut
window-when-killed = gdy go zabijesz
window-when-revealed = gdy ta karta zostaje odkryta
window-after-journey = po odkryciu { -journey(case: "gen") }
window-at-clean-up = podczas sprzątania
window-round-start = na początku rundy
window-game-end = na koniec gry

## Costs

cost-pay = zapłać { $n } { $n ->
    [one] { FORM($r, case: "acc") }
    [few] { FORM($r, case: "acc-pl") }
    [many] { FORM($r, case: "gen-pl") }
   *[other] { FORM($r, case: "gen") }
 }
cost-discard-self = odrzuć tę kartę

## Effects

effect-gain = otrzymaj { $n } { $n ->
    [one] { FORM($r, case: "acc") }
    [few] { FORM($r, case: "acc-pl") }
    [many] { FORM($r, case: "gen-pl") }
   *[other] { FORM($r, case: "gen") }
 }
    .target = { ANIMACY($target) ->
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
effect-lose = strać { $n } { $n ->
    [one] { FORM($r, case: "acc") }
    [few] { FORM($r, case: "acc-pl") }
    [many] { FORM($r, case: "gen-pl") }
   *[other] { FORM($r, case: "gen") }
 }
    .target = { ANIMACY($target) ->
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
effect-gain-dice = zdobądź { $n } { $n ->
    [one] { -die(case: "acc") }
    [few] { -die(case: "acc-pl") }
    [many] { -die(case: "gen-pl") }
   *[other] { -die(case: "gen") }
 } { FORM($w, case: "gen") }
effect-take-all-dice = weź wszystkie kości { FORM($w, case: "gen-pl") } leżące tutaj
effect-add-dice = dodaj do tej walki { $n } { $n ->
    [one] { -die(case: "acc") }
    [few] { -die(case: "acc-pl") }
    [many] { -die(case: "gen-pl") }
   *[other] { -die(case: "gen") }
 } { FORM($w, case: "gen") }
effect-lose-warriors = strać { $n } { $n ->
    [one] { -warrior(case: "acc") }
    [few] { -warrior(case: "acc-pl") }
    [many] { -warrior(case: "gen-pl") }
   *[other] { -warrior(case: "gen") }
 }
    .target = { ANIMACY($target) ->
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
effect-nothing = nic się nie dzieje
effect-fight-kraken = wojownicy na pokładzie walczą z krakenem (zdrowie { $h }, atak { $a })
effect-first-player = weź { -first-player(case: "acc") }; jeśli już go masz, przekaż go graczowi po lewej
effect-look-journey = obejrzyj { $n } { $n ->
    [one] zakrytą { -journey(case: "acc") }
    [few] zakryte { -journey(case: "acc-pl") }
    [many] zakrytych { -journey(case: "gen-pl") }
   *[other] zakrytej { -journey(case: "gen") }
 }
effect-draw-destiny = dobierz { $n } { $n ->
    [one] { -destiny(case: "acc") }
    [few] { -destiny(case: "acc-pl") }
    [many] { -destiny(case: "gen-pl") }
   *[other] { -destiny(case: "gen") }
 }
effect-gain-worker = zdobądź { $n } { $n ->
    [one] { -worker(case: "acc") }
    [few] { -worker(case: "acc-pl") }
    [many] { -worker(case: "gen-pl") }
   *[other] { -worker(case: "gen") }
 }
effect-hunt = rzuć swoimi nieprzydzielonymi kośćmi, by zapolować na żywność
effect-deal-damage = zadaj wrogowi { $n } { $n ->
    [one] { -damage(case: "acc") }
    [few] { -damage(case: "acc-pl") }
    [many] { -damage(case: "gen-pl") }
   *[other] { -damage(case: "gen") }
 }
effect-ignore-journey = zignoruj właśnie odkrytą { -journey(case: "acc") }
effect-reroll = przerzuć { $n } { $n ->
    [one] { -die(case: "acc") }
    [few] { -die(case: "acc-pl") }
    [many] { -die(case: "gen-pl") }
   *[other] { -die(case: "gen") }
 }
effect-face-damage = { $n-sign ->
    [minus] każde trafienie na kości { FORM($w, case: "gen") } zadaje o { $n-abs } { $n-abs ->
        [one] { -damage(case: "acc") }
        [few] { -damage(case: "acc-pl") }
        [many] { -damage(case: "gen-pl") }
       *[other] { -damage(case: "gen") }
    } mniej
    [zero] trafienia na kościach { FORM($w, case: "gen-pl") } zadają zwykłe obrażenia
   *[plus] każde trafienie na kości { FORM($w, case: "gen") } zadaje o { $n-abs } { $n-abs ->
        [one] { -damage(case: "acc") }
        [few] { -damage(case: "acc-pl") }
        [many] { -damage(case: "gen-pl") }
       *[other] { -damage(case: "gen") }
    } więcej
 }
effect-free-merchants = { -merchant-ship(case: "nom-pl") } nic cię nie kosztują
effect-destiny-draws = { $n-sign ->
    [minus] dobieraj do wyboru o { $n-abs } { $n-abs ->
        [one] { -destiny(case: "acc") }
        [few] { -destiny(case: "acc-pl") }
        [many] { -destiny(case: "gen-pl") }
       *[other] { -destiny(case: "gen") }
    } mniej
    [zero] dobieraj do wyboru zwykłą liczbę kart przeznaczenia
   *[plus] dobieraj do wyboru o { $n-abs } { $n-abs ->
        [one] { -destiny(case: "acc") }
        [few] { -destiny(case: "acc-pl") }
        [many] { -destiny(case: "gen-pl") }
       *[other] { -destiny(case: "gen") }
    } więcej
 }
effect-buy-longship = kup własny { -longship(case: "acc") }, płacąc jego koszt
effect-buy-rune = kup jedną z odkrytych { -rune(case: "gen-pl") }, płacąc jej koszt
effect-trade = wymień { $n } { $n ->
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

cond-nobody-killed = nikt go nie zabił
    .negated = ktoś go zabił
cond-most = masz najwięcej { FORM($t, case: "gen-pl") } (remis się liczy)
    .negated = nie masz najwięcej { FORM($t, case: "gen-pl") }
cond-fighting = walczysz z { FORM($e, case: "ins") }
    .negated = nie walczysz z { FORM($e, case: "ins") }
cond-fighting-colour = wróg, z którym walczysz, jest { $c }
    .negated = wróg, z którym walczysz, nie jest { $c }
cond-on-longship = walczysz z pokładu { -longship(case: "gen") }
    .negated = nie walczysz z pokładu { -longship(case: "gen") }

## Quantities: what a condition counts (the subject of "wynosi")

quantity-tally = ilość { FORM($t, case: "gen-pl") } w twoim posiadaniu
quantity-dice = liczba twoich kości wojowników
quantity-damage = liczba obrażeń na wrogu
quantity-sets = liczba twoich zestawów wrogów

## Targets, by case; .animacy: how an effect takes them (en/midgard.ftl)

target-self = { $case ->
   *[nom] ty
    [gen] ciebie
    [dat] tobie
    [acc] ciebie
    [ins] tobą
    [loc] tobie
 }
    .animacy = self
target-other-player = { $case ->
   *[nom] inny wybrany gracz
    [gen] innego wybranego gracza
    [dat] innemu wybranemu graczowi
    [acc] innego wybranego gracza
    [ins] innym wybranym graczem
    [loc] innym wybranym graczu
 }
    .animacy = anim
target-each-player = { $case ->
   *[nom] każdy gracz
    [gen] każdego gracza
    [dat] każdemu graczowi
    [acc] każdego gracza
    [ins] każdym graczem
    [loc] każdym graczu
 }
    .animacy = anim
target-each-other-player = { $case ->
   *[nom] każdy inny gracz
    [gen] każdego innego gracza
    [dat] każdemu innemu graczowi
    [acc] każdego innego gracza
    [ins] każdym innym graczem
    [loc] każdym innym graczu
 }
    .animacy = anim
target-longship = { $case ->
   *[nom] drakkar
    [gen] drakkara
    [dat] drakkarowi
    [acc] drakkar
    [ins] drakkarem
    [loc] drakkarze
 }
    .animacy = inan
target-enemy = { $case ->
   *[nom] wróg
    [gen] wroga
    [dat] wrogowi
    [acc] wroga
    [ins] wrogiem
    [loc] wrogu
 }
    .animacy = inan

## Counters: what "for each" counts (nom and acc; .gender, .animacy for "za każdą/każde/każdego/każdy")

counter-tally = { $case ->
   *[nom] { $t }
    [acc] { FORM($t, case: "acc") }
 }
    .gender = { GENDER($t) }
    .animacy = { ANIMACY($t) }
counter-enemy-set = { $case ->
   *[nom] zestaw wrogów trzech kolorów
    [acc] zestaw wrogów trzech kolorów
 }
    .gender = masc
    .animacy = inan
counter-shield = { $case ->
   *[nom] wyrzucona tarcza
    [acc] wyrzuconą tarczę
 }
    .gender = fem

## Durations (nom and gen: "do końca walki")

duration-end-of-combat = { $case ->
   *[nom] koniec walki
    [gen] końca walki
 }
duration-end-of-round = { $case ->
   *[nom] koniec rundy
    [gen] końca rundy
 }

## Choosers

chooser-self = do wyboru
