### Tekst zasad kart rodziny Munchkin: polski.
### Frazy zagnieżdżone mają formy według $case: nom, gen, dat, acc, ins, loc; wielkości także bare
### (bez „twój”) i gen-bare (dopełniacz liczby mnogiej: „więcej poziomów”).

## Rodzaje kart

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

## Pola

field-level = { -level } { $value }
field-treasures = { $value } { $value ->
    [one] { -treasure }
    [few] { -treasure(case: "nom-pl") }
   *[many] { -treasure(case: "gen-pl") }
  }
field-levels = daje { $value } { $value ->
    [one] { -level(case: "acc") }
    [few] { -level(case: "nom-pl") }
   *[many] { -level(case: "gen-pl") }
  }
field-gold = { $value ->
    [0] Bez wartości
   *[other] { $value } { $value ->
        [one] sztuka złota
        [few] sztuki złota
       *[many] sztuk złota
    }
  }
field-bonus = Premia { $value-signed }
field-slot = { $value }
field-hands = { $value } { $value ->
    [one] ręka
    [few] ręce
   *[many] rąk
  }
field-big = Duży
field-is = { $value }
field-deck = karta { FORM($value, case: "gen") }
field-tags = { $value }

## Chwile

window-any-time = W dowolnej chwili
window-your-turn = W swojej turze
window-during-combat = Podczas walki
window-outside-combat = Poza walką
window-when-played = Po zagraniu
window-bad-stuff = { -bad-stuff }
window-when-killed = Gdy pokonasz { FORM($card, case: "acc") }
    .clause = yes
window-running-away = Gdy uciekasz
    .clause = yes
window-helped-kill = Gdy pomożesz innemu graczowi zabić potwora
    .clause = yes
window-next-combat = Na początku następnej walki ofiary
window-start-of-turn = Na początku twojej tury
window-on-death = Gdy giniesz
    .clause = yes
window-whenever-kill = Za każdym razem, gdy { $who } { $who-key ->
    [you] zabijasz
   *[other] { GENDER($who) ->
        [plur] zabijają
       *[other] zabija
    }
  } potwora
    .clause = yes
window-whenever-death = Za każdym razem, gdy { $who } { $who-key ->
    [you] giniesz
   *[other] { GENDER($who) ->
        [plur] giną
       *[other] ginie
    }
  }
    .clause = yes
window-whenever-won-combat = Za każdym razem, gdy { $who } { $who-key ->
    [you] wygrywasz
   *[other] { GENDER($who) ->
        [plur] wygrywają
       *[other] wygrywa
    }
  } walkę
    .clause = yes
window-whenever-lost-combat = Za każdym razem, gdy { $who } { $who-key ->
    [you] przegrywasz
   *[other] { GENDER($who) ->
        [plur] przegrywają
       *[other] przegrywa
    }
  } walkę
    .clause = yes
window-whenever-level-gained = Za każdym razem, gdy { $who } { $who-key ->
    [you] awansujesz
   *[other] { GENDER($who) ->
        [plur] awansują
       *[other] awansuje
    }
  } o { -level(case: "acc") }
    .clause = yes
window-whenever-card-played = Za każdym razem, gdy { $who } { $who-key ->
    [you] zagrywasz
   *[other] { GENDER($who) ->
        [plur] zagrywają
       *[other] zagrywa
    }
  } kartę
    .clause = yes
window-whenever-turn-started = Za każdym razem, gdy { $who } { $who-key ->
    [you] zaczynasz
   *[other] { GENDER($who) ->
        [plur] zaczynają
       *[other] zaczyna
    }
  } turę
    .clause = yes
window-whenever-item-lost = Za każdym razem, gdy { $who } { $who-key ->
    [you] tracisz
   *[other] { GENDER($who) ->
        [plur] tracą
       *[other] traci
    }
  } { -item(case: "acc") }
    .clause = yes
window-whenever-slot-lost = Za każdym razem, gdy { $who } { $who-key ->
    [you] tracisz
   *[other] { GENDER($who) ->
        [plur] tracą
       *[other] traci
    }
  } { FORM($slot, case: "acc") }
    .clause = yes
window-as-played = Gdy ktoś zagrywa { FORM($cards, case: "acc") }
    .clause = yes

## Warunki (po „jeśli”; .negated: zaprzeczenie)

cond-has-race = jesteś { FORM($race, case: "ins") }
    .negated = nie jesteś { FORM($race, case: "ins") }
cond-has-class = jesteś { FORM($class, case: "ins") }
    .negated = nie jesteś { FORM($class, case: "ins") }
cond-fighting-tag = w walce bierze udział { $tag }
    .negated = w walce nie bierze udziału { GENDER($tag) ->
        [fem] żadna
        [neut] żadne
       *[masc] żaden
    } { $tag }
cond-in-combat = jesteś w walce
    .negated = nie jesteś w walce
cond-helping = pomagasz w walce
    .negated = nie pomagasz w walce
cond-alone = walczysz sam
    .negated = masz pomocnika
cond-has-gear = masz { $what-key ->
    [item] { -item(case: "acc") }
    [items] { -item(case: "nom-pl") }
    [hand-item] { -item(case: "acc") } w rękach
    [hand] karty na ręce
   *[other] { FORM($what, case: "acc") }
  }
    .negated = nie masz { $what-key ->
    [item] żadnego { -item(case: "gen") }
    [items] { -item(case: "gen-pl") }
    [hand-item] żadnego { -item(case: "gen") } w rękach
    [hand] kart na ręce
   *[other] { FORM($what, case: "gen") }
  }
cond-gender = jesteś { $g-key ->
    [male] mężczyzną
   *[female] kobietą
  }
    .negated = nie jesteś { $g-key ->
    [male] mężczyzną
   *[female] kobietą
  }
cond-extreme = { $q } jest { $which-key ->
    [lowest] { GENDER($q) ->
        [fem] najniższa
        [neut] najniższe
       *[masc] najniższy
    }
   *[highest] { GENDER($q) ->
        [fem] najwyższa
        [neut] najwyższe
       *[masc] najwyższy
    }
  } przy stole
    .negated = { $q } nie jest { $which-key ->
    [lowest] { GENDER($q) ->
        [fem] najniższa
        [neut] najniższe
       *[masc] najniższy
    }
   *[highest] { GENDER($q) ->
        [fem] najwyższa
        [neut] najwyższe
       *[masc] najwyższy
    }
  } przy stole
cond-extreme-alone = { $q } jest { $which-key ->
    [lowest] { GENDER($q) ->
        [fem] najniższa
        [neut] najniższe
       *[masc] najniższy
    }
   *[highest] { GENDER($q) ->
        [fem] najwyższa
        [neut] najwyższe
       *[masc] najwyższy
    }
  } przy stole, bez remisu
    .negated = { $q } nie jest jedyną { $which-key ->
    [lowest] najniższą
   *[highest] najwyższą
  } wartością przy stole
cond-compare-players = { $who } { $who-key ->
    [you] masz
   *[other] { GENDER($who) ->
        [plur] mają
       *[other] ma
    }
  } { $cmp-key ->
    [more] więcej
   *[other] mniej
  } { FORM($q, case: "gen-bare") } niż { $other }
    .negated = { $who } nie { $who-key ->
    [you] masz
   *[other] { GENDER($who) ->
        [plur] mają
       *[other] ma
    }
  } { $cmp-key ->
    [more] więcej
   *[other] mniej
  } { FORM($q, case: "gen-bare") } niż { $other }
cond-is-player = jesteś { FORM($who, case: "ins") }
    .negated = nie jesteś { FORM($who, case: "ins") }

## Wielkości

quantity-level = { $case ->
    [bare] { -level }
    [gen-bare] { -level(case: "gen-pl") }
   *[nom] twój { -level }
  }
    .gender = masc
quantity-monster-level = { $case ->
    [gen-bare] { -level(case: "gen-pl") } potwora
   *[other] { -level } potwora
  }
    .gender = masc
quantity-hand-size = { $case ->
    [bare] liczba kart na ręce
    [gen-bare] kart na ręce
   *[nom] liczba kart na twojej ręce
  }
    .gender = fem
quantity-roll = { $case ->
    [gen-bare] oczek na kostce
   *[other] wynik rzutu
  }
    .gender = masc
quantity-items = { $case ->
    [bare] liczba { -item(case: "gen-pl") }
    [gen-bare] { -item(case: "gen-pl") }
   *[nom] liczba twoich { -item(case: "gen-pl") }
  }
    .gender = fem
quantity-monsters = { $case ->
    [gen-bare] potworów w walce
   *[other] liczba potworów w walce
  }
    .gender = fem
quantity-rule-hand-limit = { $case ->
    [bare] limit kart na ręce
    [gen-bare] kart na ręce
   *[nom] twój limit kart na ręce
  }
    .gender = masc
quantity-rule-helpers = { $case ->
    [gen-bare] pomocników
   *[other] liczba dozwolonych pomocników
  }
    .gender = fem
quantity-rule-big-items = { $case ->
    [bare] limit { -big-item(case: "gen-pl") }
    [gen-bare] { -big-item(case: "gen-pl") }
   *[nom] twój limit { -big-item(case: "gen-pl") }
  }
    .gender = masc
quantity-rule-kill-levels = { $case ->
    [gen-bare] { -level(case: "gen-pl") } za zwycięstwo
   *[other] liczba { -level(case: "gen-pl") } za zwycięstwo
  }
    .gender = fem
quantity-rule-kill-treasures = { $case ->
    [gen-bare] { -treasure(case: "gen-pl") } za zwycięstwo
   *[other] liczba { -treasure(case: "gen-pl") } za zwycięstwo
  }
    .gender = fem
quantity-rule-escape-roll = { $case ->
    [gen-bare] oczek potrzebnych do { -run-away(case: "gen") }
   *[other] rzut potrzebny do { -run-away(case: "gen") }
  }
    .gender = masc
quantity-rule-headgear-slots = { $case ->
    [gen-bare] miejsc na { -headgear(case: "acc") }
   *[other] liczba miejsc na { -headgear(case: "acc") }
  }
    .gender = fem
quantity-rule-armor-slots = { $case ->
    [gen-bare] miejsc na { -armor(case: "acc") }
   *[other] liczba miejsc na { -armor(case: "acc") }
  }
    .gender = fem
quantity-rule-footgear-slots = { $case ->
    [gen-bare] miejsc na { -footgear(case: "acc") }
   *[other] liczba miejsc na { -footgear(case: "acc") }
  }
    .gender = fem
quantity-rule-hands = { $case ->
    [gen-bare] rąk na { -item(case: "acc-pl") }
   *[other] liczba rąk na { -item(case: "acc-pl") }
  }
    .gender = fem
quantity-strength = { $case ->
    [bare] siła bojowa
    [gen-bare] siły bojowej
   *[nom] twoja siła bojowa
  }
    .gender = fem
quantity-count = { $case ->
    [gen-bare] { FORM($cards, case: "gen") }
   *[other] liczba { FORM($cards, case: "gen") }
  }
    .gender = fem
quantity-count-players = { $case ->
    [gen-bare] { FORM($who, case: "gen") }
   *[other] liczba { FORM($who, case: "gen") }
  }
    .gender = fem
quantity-of = { $case ->
    [gen-bare] { FORM($q, case: "gen-bare") } { FORM($who, case: "gen") }
   *[other] { FORM($q, case: "bare") } { FORM($who, case: "gen") }
  }
    .gender = { GENDER($q) }

## Efekty (.target: na cel; .if: z własnym warunkiem; .floor, .ceiling: z granicą)

effect-strength = { $n-signed } w walce
    .target = { $n-signed } dla { FORM($target, case: "gen") }
    .floor = { $n-signed } w walce, ale nie mniej niż { $floor }
    .ceiling = { $n-signed } w walce, ale nie więcej niż { $ceiling }
    .floor-target = { $n-signed } dla { FORM($target, case: "gen") }, ale nie mniej niż { $floor }
    .ceiling-target = { $n-signed } dla { FORM($target, case: "gen") }, ale nie więcej niż { $ceiling }
effect-treasure-bonus = o { $n-abs } { $n-abs ->
    [one] { -treasure(case: "acc") }
    [few] { -treasure(case: "nom-pl") }
   *[many] { -treasure(case: "gen-pl") }
  } { $n-sign ->
    [minus] mniej
   *[other] więcej
  }
effect-escape-bonus = { $n-signed } do { -run-away(case: "gen") }
    .target = { $n-signed } do { -run-away(case: "gen") } dla { FORM($target, case: "gen") }
effect-auto-escape = automatycznie uciekasz
    .target = { $target-key ->
        [all-monsters] automatycznie uciekasz wszystkim potworom
        [one-monster] automatycznie uciekasz jednemu potworowi
        [monster] automatycznie uciekasz potworowi
       *[other] { $target } automatycznie { GENDER($target) ->
            [plur] uciekają
           *[other] ucieka
        }
    }
effect-no-pursuit = { $card } cię nie ściga
effect-no-escape = nikt nie może uciec
effect-lose-levels = strać { $n } { $n ->
    [one] { -level(case: "acc") }
    [few] { -level(case: "nom-pl") }
   *[many] { -level(case: "gen-pl") }
  }
    .target = { $target } { GENDER($target) ->
        [plur] tracą
       *[other] traci
    } { $n } { $n ->
        [one] { -level(case: "acc") }
        [few] { -level(case: "nom-pl") }
       *[many] { -level(case: "gen-pl") }
    }
effect-gain-levels = awansuj o { $n } { $n ->
    [one] { -level(case: "acc") }
    [few] { -level(case: "nom-pl") }
   *[many] { -level(case: "gen-pl") }
  }
    .target = { $target } { GENDER($target) ->
        [plur] awansują
       *[other] awansuje
    } o { $n } { $n ->
        [one] { -level(case: "acc") }
        [few] { -level(case: "nom-pl") }
       *[many] { -level(case: "gen-pl") }
    }
effect-lose-gear = strać { $what-key ->
    [item] jeden { -item(case: "acc") }
    [items] wszystkie swoje { -item(case: "nom-pl") }
    [hand-item] jeden { -item(case: "acc") }, który trzymasz w rękach
    [hand] całą rękę
   *[other] { FORM($what, case: "acc") }
  }
    .target = { $target } { GENDER($target) ->
        [plur] tracą
       *[other] traci
    } { $what-key ->
        [item] jeden { -item(case: "acc") }
        [items] wszystkie swoje { -item(case: "nom-pl") }
        [hand-item] jeden { -item(case: "acc") } z rąk
        [hand] całą rękę
       *[other] { FORM($what, case: "acc") }
    }
effect-lose-cards = odrzuć z ręki { $n } { $n ->
    [one] kartę
    [few] karty
   *[many] kart
  }
    .target = { $target } { GENDER($target) ->
        [plur] odrzucają
       *[other] odrzuca
    } z ręki { $n } { $n ->
        [one] kartę
        [few] karty
       *[many] kart
    }
effect-die = giniesz
    .target = { $target } { GENDER($target) ->
        [plur] giną
       *[other] ginie
    }
effect-draw-doors = dobierz w ciemno { $n } { $n ->
    [one] kartę
    [few] karty
   *[many] kart
  } { -door(case: "gen") }
    .target = { $target } { GENDER($target) ->
        [plur] dobierają
       *[other] dobiera
    } w ciemno { $n } { $n ->
        [one] kartę
        [few] karty
       *[many] kart
    } { -door(case: "gen") }
effect-draw-treasures = dobierz w ciemno { $n } { $n ->
    [one] kartę
    [few] karty
   *[many] kart
  } { -treasure(case: "gen-pl") }
    .target = { $target } { GENDER($target) ->
        [plur] dobierają
       *[other] dobiera
    } w ciemno { $n } { $n ->
        [one] kartę
        [few] karty
       *[many] kart
    } { -treasure(case: "gen-pl") }
effect-wins-ties = wygrywasz przy remisie
effect-hand-limit = twój limit kart na ręce wynosi { $n }
    .target = limit kart na ręce { FORM($target, case: "gen") } wynosi { $n }
effect-unlimited-big = możesz nosić dowolną liczbę { -big-item(case: "gen-pl") }
effect-steal-items = ukradnij { $n } { $n ->
    [one] { -item(case: "acc") }
    [few] { -item(case: "nom-pl") }
   *[many] { -item(case: "gen-pl") }
  }
    .target = ukradnij { FORM($target, case: "dat") } { $n } { $n ->
        [one] { -item(case: "acc") }
        [few] { -item(case: "nom-pl") }
       *[many] { -item(case: "gen-pl") }
    }
effect-add-monster = dodaj do walki { $n } { $n ->
    [one] potwora
    [few] potwory
   *[many] potworów
  }
    .target = dodaj do walki { $n } { $n ->
        [one] potwora
        [few] potwory
       *[many] potworów
    } z { FORM($target, case: "gen") }
effect-add-tagged-monster = dodaj do walki z ręki { $n ->
    [one] { GENDER($tag) ->
        [fem] jedną
        [neut] jedno
       *[masc] { ANIMACY($tag) ->
            [anim] jednego
           *[inan] jeden
        }
    } { FORM($tag, case: "acc") }
   *[other] { $n } potworów typu „{ $tag }”
  }
effect-copy-monster = do walki dołącza kopia potwora ze wszystkimi jego wzmocnieniami
effect-extra-slot = możesz mieć jeszcze { $what-key ->
    [style] jeden { FORM($what, case: "acc") }
   *[other] jedną { FORM($what, case: "acc") }
  }
effect-win-game = wygrywasz grę
effect-usable = można używać
    .if = można używać tylko wtedy, gdy { $condition }
effect-free-help = możesz pomagać bez łapówki
effect-change-gender = zmień płeć
    .target = { $target } { GENDER($target) ->
        [plur] zmieniają
       *[other] zmienia
    } płeć
effect-monster-flees = potwór opuszcza walkę (bez zwycięstwa i bez { -treasure(case: "gen-pl") })
    .target = { $target } { GENDER($target) ->
        [plur] opuszczają
       *[other] opuszcza
    } walkę (bez zwycięstwa i bez { -treasure(case: "gen-pl") })
effect-level-bonus-only = dany potworowi, liczy się tylko jego premia
effect-move-take = weź na rękę { FORM($cards, case: "acc") }
effect-move-discard = odrzuć { FORM($cards, case: "acc") }
effect-move-give = daj { FORM($who, case: "dat") } { FORM($cards, case: "acc") }
effect-move-steal = ukradnij { FORM($cards, case: "acc") }
effect-move-return = zwróć { FORM($cards, case: "acc") } właścicielowi
effect-cancel = anuluj ją (nie działa, a obie karty idą na stos odrzuconych)
effect-waive = zignoruj jedno ograniczenie { FORM($cards, case: "gen") }

## Liczby zasad

effect-set-helpers = { $n ->
    [0] nikt nie może pomagać w walce
    [one] w walce może pomagać { $n } gracz
    [few] w walce mogą pomagać { $n } gracze
   *[many] w walce może pomagać { $n } graczy
  }
    .target = { $n ->
        [0] nikt nie może pomagać { FORM($target, case: "dat") } w walce
       *[other] { FORM($target, case: "dat") } w walce { $n ->
            [one] może pomagać { $n } gracz
            [few] mogą pomagać { $n } gracze
           *[many] może pomagać { $n } graczy
        }
    }
effect-change-helpers = { $n-signed } do liczby dozwolonych pomocników
    .floor = { $n-signed } do liczby dozwolonych pomocników, ale nie mniej niż { $floor }
    .ceiling = { $n-signed } do liczby dozwolonych pomocników, ale nie więcej niż { $ceiling }
    .target = { $n-signed } do liczby pomocników dozwolonych dla { FORM($target, case: "gen") }
effect-set-big-items = twój limit { -big-item(case: "gen-pl") } wynosi { $n }
    .target = limit { -big-item(case: "gen-pl") } { FORM($target, case: "gen") } wynosi { $n }
effect-change-big-items = { $n-signed } do twojego limitu { -big-item(case: "gen-pl") }
    .floor = { $n-signed } do twojego limitu { -big-item(case: "gen-pl") }, ale nie mniej niż { $floor }
    .ceiling = { $n-signed } do twojego limitu { -big-item(case: "gen-pl") }, ale nie więcej niż { $ceiling }
    .target = { $n-signed } do limitu { -big-item(case: "gen-pl") } { FORM($target, case: "gen") }
effect-set-kill-levels = zwycięstwo daje { $n } { $n ->
    [one] { -level(case: "acc") }
    [few] { -level(case: "nom-pl") }
   *[many] { -level(case: "gen-pl") }
  }
    .target = zwycięstwo daje { FORM($target, case: "dat") } { $n } { $n ->
        [one] { -level(case: "acc") }
        [few] { -level(case: "nom-pl") }
       *[many] { -level(case: "gen-pl") }
    }
effect-change-kill-levels = { $n-signed } do { -level(case: "gen-pl") } za zwycięstwo
    .floor = { $n-signed } do { -level(case: "gen-pl") } za zwycięstwo, ale nie mniej niż { $floor }
    .ceiling = { $n-signed } do { -level(case: "gen-pl") } za zwycięstwo, ale nie więcej niż { $ceiling }
    .target = { $n-signed } do { -level(case: "gen-pl") } za zwycięstwo dla { FORM($target, case: "gen") }
effect-set-kill-treasures = zwycięstwo daje { $n } { $n ->
    [one] { -treasure(case: "acc") }
    [few] { -treasure(case: "nom-pl") }
   *[many] { -treasure(case: "gen-pl") }
  }
    .target = zwycięstwo daje { FORM($target, case: "dat") } { $n } { $n ->
        [one] { -treasure(case: "acc") }
        [few] { -treasure(case: "nom-pl") }
       *[many] { -treasure(case: "gen-pl") }
    }
effect-change-kill-treasures = { $n-signed } do { -treasure(case: "gen-pl") } za zwycięstwo
    .floor = { $n-signed } do { -treasure(case: "gen-pl") } za zwycięstwo, ale nie mniej niż { $floor }
    .ceiling = { $n-signed } do { -treasure(case: "gen-pl") } za zwycięstwo, ale nie więcej niż { $ceiling }
    .target = { $n-signed } do { -treasure(case: "gen-pl") } za zwycięstwo dla { FORM($target, case: "gen") }
effect-set-escape-roll = uciekasz, jeśli wyrzucisz { $n } lub więcej
    .target = { $target } { GENDER($target) ->
        [plur] uciekają
       *[other] ucieka
    }, jeśli wyrzuci { $n } lub więcej
effect-change-escape-roll = { $n-signed } do rzutu potrzebnego do { -run-away(case: "gen") }
    .floor = { $n-signed } do rzutu potrzebnego do { -run-away(case: "gen") }, ale nie mniej niż { $floor }
    .ceiling = { $n-signed } do rzutu potrzebnego do { -run-away(case: "gen") }, ale nie więcej niż { $ceiling }
    .target = { $n-signed } do rzutu potrzebnego { FORM($target, case: "dat") } do { -run-away(case: "gen") }
effect-set-headgear-slots = możesz nosić { $n } { -headgear(case: "acc") }
    .target = { $target } może nosić { $n } { -headgear(case: "acc") }
effect-change-headgear-slots = { $n-signed } do liczby { -headgear(case: "gen") }, które możesz nosić
    .floor = { $n-signed } do liczby { -headgear(case: "gen") }, które możesz nosić, ale nie mniej niż { $floor }
    .ceiling = { $n-signed } do liczby { -headgear(case: "gen") }, które możesz nosić, ale nie więcej niż { $ceiling }
    .target = { $n-signed } do liczby { -headgear(case: "gen") }, które może nosić { $target }
effect-set-armor-slots = możesz nosić { $n } { -armor(case: "acc") }
    .target = { $target } może nosić { $n } { -armor(case: "acc") }
effect-change-armor-slots = { $n-signed } do liczby { -armor(case: "gen") }, które możesz nosić
    .floor = { $n-signed } do liczby { -armor(case: "gen") }, które możesz nosić, ale nie mniej niż { $floor }
    .ceiling = { $n-signed } do liczby { -armor(case: "gen") }, które możesz nosić, ale nie więcej niż { $ceiling }
    .target = { $n-signed } do liczby { -armor(case: "gen") }, które może nosić { $target }
effect-set-footgear-slots = możesz nosić { $n } { -footgear(case: "acc") }
    .target = { $target } może nosić { $n } { -footgear(case: "acc") }
effect-change-footgear-slots = { $n-signed } do liczby { -footgear(case: "gen") }, które możesz nosić
    .floor = { $n-signed } do liczby { -footgear(case: "gen") }, które możesz nosić, ale nie mniej niż { $floor }
    .ceiling = { $n-signed } do liczby { -footgear(case: "gen") }, które możesz nosić, ale nie więcej niż { $ceiling }
    .target = { $n-signed } do liczby { -footgear(case: "gen") }, które może nosić { $target }
effect-set-hands = masz { $n } { $n ->
    [one] rękę
    [few] ręce
   *[many] rąk
  } na { -item(case: "acc-pl") }
    .target = { $target } { GENDER($target) ->
        [plur] mają
       *[other] ma
    } { $n } { $n ->
        [one] rękę
        [few] ręce
       *[many] rąk
    } na { -item(case: "acc-pl") }
effect-change-hands = { $n-signed } do liczby twoich rąk na { -item(case: "acc-pl") }
    .floor = { $n-signed } do liczby twoich rąk na { -item(case: "acc-pl") }, ale nie mniej niż { $floor }
    .ceiling = { $n-signed } do liczby twoich rąk na { -item(case: "acc-pl") }, ale nie więcej niż { $ceiling }
    .target = { $n-signed } do liczby rąk na { -item(case: "acc-pl") } { FORM($target, case: "gen") }
effect-change-hand-limit = { $n-signed } do twojego limitu kart na ręce
    .floor = { $n-signed } do twojego limitu kart na ręce, ale nie mniej niż { $floor }
    .ceiling = { $n-signed } do twojego limitu kart na ręce, ale nie więcej niż { $ceiling }
    .target = { $n-signed } do limitu kart na ręce { FORM($target, case: "gen") }
    .floor-target = { $n-signed } do limitu kart na ręce { FORM($target, case: "gen") }, ale nie mniej niż { $floor }
    .ceiling-target = { $n-signed } do limitu kart na ręce { FORM($target, case: "gen") }, ale nie więcej niż { $ceiling }

## Koszty (płacone przed efektami)

cost-discard-cards = odrzuć { $n } { $n ->
    [one] kartę
    [few] karty
   *[many] kart
  }
cost-discard-up-to = odrzuć do { $n } { $n ->
    [one] karty
   *[other] kart
  }
cost-discard-hand = odrzuć całą rękę
cost-discard-items = odrzuć { $n } { $n ->
    [one] noszony { -item(case: "acc") }
    [few] noszone { -item(case: "nom-pl") }
   *[many] noszonych { -item(case: "gen-pl") }
  }
cost-discard-self = poświęć { FORM($card, case: "acc") }
cost-discard-level-card = odrzuć { $n } { $n ->
    [one] kartę
    [few] karty
   *[many] kart
  } „{ -kind-go-up-a-level }”

## Cele

target-self = { $case ->
    [gen] ciebie
    [dat] tobie
    [acc] ciebie
    [ins] tobą
    [loc] tobie
   *[nom] ty
  }
target-player = { $case ->
    [gen] walczącego gracza
    [dat] walczącemu graczowi
    [acc] walczącego gracza
    [ins] walczącym graczem
    [loc] walczącym graczu
   *[nom] walczący gracz
  }
    .gender = masc
target-victim = { $case ->
    [gen] ofiary
    [dat] ofierze
    [acc] ofiarę
    [ins] ofiarą
    [loc] ofierze
   *[nom] ofiara
  }
    .gender = fem
target-monster = { $case ->
    [gen] potwora
    [dat] potworowi
    [acc] potwora
    [ins] potworem
    [loc] potworze
   *[nom] potwór
  }
    .gender = masc
target-one-monster = { $case ->
    [gen] jednego potwora
    [dat] jednemu potworowi
    [acc] jednego potwora
    [ins] jednym potworem
    [loc] jednym potworze
   *[nom] jeden potwór
  }
    .gender = masc
target-all-monsters = { $case ->
    [gen] wszystkich potworów
    [dat] wszystkim potworom
    [acc] wszystkie potwory
    [ins] wszystkimi potworami
    [loc] wszystkich potworach
   *[nom] wszystkie potwory
  }
    .gender = plur
target-either-side = { $case ->
    [gen] dowolnej strony
    [dat] dowolnej stronie
    [acc] dowolną stronę
    [ins] dowolną stroną
    [loc] dowolnej stronie
   *[nom] dowolna strona
  }
    .gender = fem
target-any-player = { $case ->
    [gen] dowolnego gracza
    [dat] dowolnemu graczowi
    [acc] dowolnego gracza
    [ins] dowolnym graczem
    [loc] dowolnym graczu
   *[nom] dowolny gracz
  }
    .gender = masc
target-other-player = { $case ->
    [gen] innego gracza
    [dat] innemu graczowi
    [acc] innego gracza
    [ins] innym graczem
    [loc] innym graczu
   *[nom] inny gracz
  }
    .gender = masc
target-each-player = { $case ->
    [gen] każdego gracza
    [dat] każdemu graczowi
    [acc] każdego gracza
    [ins] każdym graczem
    [loc] każdym graczu
   *[nom] każdy gracz
  }
    .gender = masc
target-helper = { $case ->
    [gen] twojego pomocnika
    [dat] twojemu pomocnikowi
    [acc] twojego pomocnika
    [ins] twoim pomocnikiem
    [loc] twoim pomocniku
   *[nom] twój pomocnik
  }
    .gender = masc
target-hand = { $case ->
    [gen] twojej ręki
    [dat] twojej ręce
    [acc] twoją rękę
    [ins] twoją ręką
    [loc] twojej ręce
   *[nom] twoja ręka
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

## Co się liczy („za każdy”: biernik)

counter-discarded-card = { $case ->
    [acc] każdą odrzuconą kartę
   *[nom] każda odrzucona karta
  }
counter-tagged-monster = { $case ->
    [acc] { GENDER($tag) ->
        [fem] każdą
        [neut] każde
       *[masc] { ANIMACY($tag) ->
            [anim] każdego
           *[inan] każdy
        }
    } { FORM($tag, case: "acc") } w walce
   *[nom] { GENDER($tag) ->
        [fem] każda
        [neut] każde
       *[masc] każdy
    } { $tag } w walce
  }
counter-monster-in-combat = { $case ->
    [acc] każdego potwora w walce
   *[nom] każdy potwór w walce
  }
counter-item-carried = { $case ->
    [acc] każdy { -item(case: "acc") }, który nosisz
   *[nom] każdy { -item }, który nosisz
  }
counter-player-helping = { $case ->
    [acc] każdego pomagającego gracza
   *[nom] każdy pomagający gracz
  }
counter-count-cards = { $case ->
    [acc] każdą spośród { FORM($cards, case: "gen") }
   *[nom] każda spośród { FORM($cards, case: "gen") }
  }
counter-count-players = { $case ->
    [acc] każdego spośród { FORM($who, case: "gen") }
   *[nom] każdy spośród { FORM($who, case: "gen") }
  }

## Czas trwania

duration-end-of-combat = do końca walki
duration-end-of-next-combat = do końca twojej następnej walki
duration-end-of-turn = do końca tury
duration-end-of-next-turn = do końca twojej następnej tury
duration-death = , dopóki nie zginiesz
duration-next-kill = do twojego następnego zwycięstwa nad potworem
duration-next-death = do twojej następnej śmierci
duration-next-won-combat = , dopóki znów nie wygrasz walki
duration-next-lost-combat = , dopóki znów nie przegrasz walki
duration-next-level-gained = , dopóki znów nie awansujesz o { -level(case: "acc") }
duration-next-card-played = , dopóki znów nie zagrasz karty
duration-next-turn-started = do początku twojej następnej tury
duration-next-item-lost = , dopóki znów nie stracisz { -item(case: "gen") }
duration-next-slot-lost = , dopóki nie stracisz { FORM($slot, case: "gen") }

## Kto wybiera

chooser-victim = ofiara wybiera
chooser-self = ty wybierasz
chooser-player = walczący gracz wybiera

## Wybór graczy

selector-you = { $case ->
    [gen] ciebie
    [dat] tobie
    [acc] ciebie
    [ins] tobą
    [loc] tobie
   *[nom] ty
  }
selector-victim = { $case ->
    [gen] ofiary
    [dat] ofierze
    [acc] ofiarę
    [ins] ofiarą
    [loc] ofierze
   *[nom] ofiara
  }
    .gender = fem
selector-fighter = { $case ->
    [gen] walczącego gracza
    [dat] walczącemu graczowi
    [acc] walczącego gracza
    [ins] walczącym graczem
    [loc] walczącym graczu
   *[nom] walczący gracz
  }
    .gender = masc
selector-helper = { $case ->
    [gen] pomocnika
    [dat] pomocnikowi
    [acc] pomocnika
    [ins] pomocnikiem
    [loc] pomocniku
   *[nom] pomocnik
  }
    .gender = masc
selector-combatants = { $case ->
    [gen] graczy w walce
    [dat] graczom w walce
    [acc] graczy w walce
    [ins] graczami w walce
    [loc] graczach w walce
   *[nom] gracze w walce
  }
    .gender = plur
selector-combatant-other = { $case ->
    [gen] jednego z graczy w walce oprócz ciebie
    [dat] jednemu z graczy w walce oprócz ciebie
    [acc] jednego z graczy w walce oprócz ciebie
    [ins] jednym z graczy w walce oprócz ciebie
    [loc] jednym z graczy w walce oprócz ciebie
   *[nom] jeden z graczy w walce oprócz ciebie
  }
    .gender = masc
selector-another = { $case ->
    [gen] innego gracza
    [dat] innemu graczowi
    [acc] innego gracza
    [ins] innym graczem
    [loc] innym graczu
   *[nom] inny gracz
  }
    .gender = masc
selector-any = { $case ->
    [gen] dowolnego gracza
    [dat] dowolnemu graczowi
    [acc] dowolnego gracza
    [ins] dowolnym graczem
    [loc] dowolnym graczu
   *[nom] dowolny gracz
  }
    .gender = masc
selector-others = { $case ->
    [gen] każdego innego gracza
    [dat] każdemu innemu graczowi
    [acc] każdego innego gracza
    [ins] każdym innym graczem
    [loc] każdym innym graczu
   *[nom] każdy inny gracz
  }
    .gender = masc
selector-everyone = { $case ->
    [gen] każdego gracza
    [dat] każdemu graczowi
    [acc] każdego gracza
    [ins] każdym graczem
    [loc] każdym graczu
   *[nom] każdy gracz
  }
    .gender = masc
selector-extreme = { $case ->
    [gen] gracza
    [dat] graczowi
    [acc] gracza
    [ins] graczem
    [loc] graczu
   *[nom] gracz
  }, który ma { $which-key ->
    [lowest] { GENDER($q) ->
        [fem] najniższą
        [neut] najniższe
       *[masc] najniższy
    }
   *[highest] { GENDER($q) ->
        [fem] najwyższą
        [neut] najwyższe
       *[masc] najwyższy
    }
  } { FORM($q, case: "bare") }
    .gender = masc
selector-extreme-all = { $case ->
    [gen] graczy
    [dat] graczom
    [acc] graczy
    [ins] graczami
    [loc] graczach
   *[nom] gracze
  }, którzy mają { $which-key ->
    [lowest] { GENDER($q) ->
        [fem] najniższą
        [neut] najniższe
       *[masc] najniższy
    }
   *[highest] { GENDER($q) ->
        [fem] najwyższą
        [neut] najwyższe
       *[masc] najwyższy
    }
  } { FORM($q, case: "bare") }
    .gender = plur
selector-extreme-other = { $case ->
    [gen] innego gracza
    [dat] innemu graczowi
    [acc] innego gracza
    [ins] innym graczem
    [loc] innym graczu
   *[nom] inny gracz
  }, który ma { $which-key ->
    [lowest] { GENDER($q) ->
        [fem] najniższą
        [neut] najniższe
       *[masc] najniższy
    }
   *[highest] { GENDER($q) ->
        [fem] najwyższą
        [neut] najwyższe
       *[masc] najwyższy
    }
  } { FORM($q, case: "bare") }
    .gender = masc
selector-extreme-level = { $case ->
    [gen] gracza
    [dat] graczowi
    [acc] gracza
    [ins] graczem
    [loc] graczu
   *[nom] gracz
  } z { $which-key ->
    [lowest] najniższym
    [lowest-level] najniższym
   *[other] najwyższym
  } { -level(case: "ins") }
    .gender = masc
selector-extreme-level-other = { $case ->
    [gen] innego gracza
    [dat] innemu graczowi
    [acc] innego gracza
    [ins] innym graczem
    [loc] innym graczu
   *[nom] inny gracz
  } z { $which-key ->
    [lowest] najniższym
    [lowest-level] najniższym
   *[other] najwyższym
  } { -level(case: "ins") }
    .gender = masc

## Wybór kart (formy: nom, gen, dat, acc)

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
    [gen] wierzchniej karty ze stosu odrzuconych kart { FORM($deck, case: "gen") }
    [dat] wierzchniej karcie ze stosu odrzuconych kart { FORM($deck, case: "gen") }
    [acc] wierzchnią kartę ze stosu odrzuconych kart { FORM($deck, case: "gen") }
   *[nom] wierzchnia karta ze stosu odrzuconych kart { FORM($deck, case: "gen") }
  }
    .gender = fem
card-selector-top-deck = { $case ->
    [gen] wierzchniej karty ze stosu { FORM($deck, case: "gen") }
    [dat] wierzchniej karcie ze stosu { FORM($deck, case: "gen") }
    [acc] wierzchnią kartę ze stosu { FORM($deck, case: "gen") }
   *[nom] wierzchnia karta ze stosu { FORM($deck, case: "gen") }
  }
    .gender = fem
card-selector-best = { $case ->
    [gen] twojego najlepszego { -item(case: "gen") }
    [dat] twojemu najlepszemu { -item(case: "dat") }
    [acc] twój najlepszy { -item(case: "acc") }
   *[nom] twój najlepszy { -item }
  }
    .gender = masc
card-selector-best-of = { $case ->
    [gen] najlepszego spośród { FORM($what, case: "gen-pl") } { $where }
    [dat] najlepszemu spośród { FORM($what, case: "gen-pl") } { $where }
   *[other] najlepszy spośród { FORM($what, case: "gen-pl") } { $where }
  }
    .gender = masc
card-selector-yours = { $case ->
    [gen] twoich { FORM($what, case: "gen-pl") }
    [dat] twoim { FORM($what, case: "dat-pl") }
    [acc] twoje { FORM($what, case: "acc-pl") }
   *[nom] twoje { FORM($what, case: "nom-pl") }
  }
    .gender = plur
card-selector-it = { $case ->
    [gen] tej karty
    [dat] tej karcie
    [acc] tę kartę
   *[nom] ta karta
  }
    .gender = fem
card-selector-this = { $case ->
    [gen] tej karty
    [dat] tej karcie
    [acc] tę kartę
   *[nom] ta karta
  }
    .gender = fem

## Rodzaje kart, które nazywa wybór (liczba pojedyncza: nom, gen, dat, acc; mnoga: nom-pl, gen-pl, dat-pl, acc-pl)

card-kind-card = { $case ->
    [gen] karty
    [dat] karcie
    [acc] kartę
    [nom-pl] karty
    [gen-pl] kart
    [dat-pl] kartom
    [acc-pl] karty
   *[nom] karta
  }
    .gender = fem
card-kind-item = { $case ->
    [gen] { -item(case: "gen") }
    [dat] { -item(case: "dat") }
    [acc] { -item(case: "acc") }
    [nom-pl] { -item(case: "nom-pl") }
    [gen-pl] { -item(case: "gen-pl") }
    [dat-pl] { -item(case: "dat-pl") }
    [acc-pl] { -item(case: "acc-pl") }
   *[nom] { -item }
  }
    .gender = masc
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
    .gender = masc
card-kind-item-bonus = { $case ->
    [gen] { -item(case: "gen") } z premią co najmniej { $n }
    [dat] { -item(case: "dat") } z premią co najmniej { $n }
    [acc] { -item(case: "acc") } z premią co najmniej { $n }
    [nom-pl] { -item(case: "nom-pl") } z premią co najmniej { $n }
    [gen-pl] { -item(case: "gen-pl") } z premią co najmniej { $n }
    [dat-pl] { -item(case: "dat-pl") } z premią co najmniej { $n }
    [acc-pl] { -item(case: "acc-pl") } z premią co najmniej { $n }
   *[nom] { -item } z premią co najmniej { $n }
  }
    .gender = masc
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
    [gen] karty typu „{ $tag }”
    [dat] karcie typu „{ $tag }”
    [acc] kartę typu „{ $tag }”
    [nom-pl] karty typu „{ $tag }”
    [gen-pl] kart typu „{ $tag }”
    [dat-pl] kartom typu „{ $tag }”
    [acc-pl] karty typu „{ $tag }”
   *[nom] karta typu „{ $tag }”
  }
    .gender = fem
card-kind-tagged-item = { $case ->
    [gen] { -item(case: "gen") } typu „{ $tag }”
    [dat] { -item(case: "dat") } typu „{ $tag }”
    [acc] { -item(case: "acc") } typu „{ $tag }”
    [nom-pl] { -item(case: "nom-pl") } typu „{ $tag }”
    [gen-pl] { -item(case: "gen-pl") } typu „{ $tag }”
    [dat-pl] { -item(case: "dat-pl") } typu „{ $tag }”
    [acc-pl] { -item(case: "acc-pl") } typu „{ $tag }”
   *[nom] { -item } typu „{ $tag }”
  }
    .gender = masc
card-kind-monster = { $case ->
    [gen] potwora
    [dat] potworowi
    [acc] potwora
    [nom-pl] potwory
    [gen-pl] potworów
    [dat-pl] potworom
    [acc-pl] potwory
   *[nom] potwór
  }
    .gender = masc
card-kind-tagged-monster = { $case ->
    [gen] { FORM($tag, case: "gen") }
    [dat] { FORM($tag, case: "dat") }
    [acc] { FORM($tag, case: "acc") }
    [nom-pl] potwory typu „{ $tag }”
    [gen-pl] potworów typu „{ $tag }”
    [dat-pl] potworom typu „{ $tag }”
    [acc-pl] potwory typu „{ $tag }”
   *[nom] { $tag }
  }
    .gender = { GENDER($tag) }
card-kind-kind = { $case ->
    [gen] karty „{ $kind }”
    [dat] karcie „{ $kind }”
    [acc] kartę „{ $kind }”
    [nom-pl] karty „{ $kind }”
    [gen-pl] kart „{ $kind }”
    [dat-pl] kartom „{ $kind }”
    [acc-pl] karty „{ $kind }”
   *[nom] karta „{ $kind }”
  }
    .gender = fem

## Gdzie leżą karty

place-hand = z twojej ręki
place-hand-of = z ręki { FORM($who, case: "gen") }
place-carried = z twojego ekwipunku
place-carried-by = z ekwipunku { FORM($who, case: "gen") }
place-equipped = spośród tego, co masz na sobie
place-equipped-by = spośród tego, co ma na sobie { $who }
place-in-play = w grze
place-in-front-of = w grze przed { FORM($who, case: "ins") }
place-discard-pile = ze stosu odrzuconych kart { FORM($deck, case: "gen") }
place-deck = ze stosu { FORM($deck, case: "gen") }
place-combat = w walce

## Jak składają się części zasady

construct-ability = { $head }: { $effects }
construct-ability-paid = { $head } { $costs }: { $effects }
    .conditional = { $head }, { $costs }: { $effects }
construct-paid = { $costs }: { $effects }
construct-window-if = { $window }, jeśli { $condition }
construct-if = jeśli { $condition }
construct-for-each = { $effect } za { FORM($counter, case: "acc") }
construct-lasting = { $effect } { $duration }
construct-effect-if = { $effect }, jeśli { $condition }
construct-target = { $effect } ({ $target })
construct-not = nieprawda, że { $condition }
construct-choice = { $chooser }: { $options }
construct-choice-free = wybierz jedno: { $options }
construct-compare = { $quantity } { $op ->
    [lt] wynosi mniej niż { $n }
    [le] wynosi { $n } lub mniej
    [eq] wynosi { $n }
    [ne] nie wynosi { $n }
    [ge] wynosi { $n } lub więcej
   *[gt] wynosi więcej niż { $n }
  }
construct-compare-other = { $quantity } { $op ->
    [lt] wynosi mniej niż { $other }
    [le] wynosi nie więcej niż { $other }
    [eq] wynosi tyle samo co { $other }
    [ne] nie wynosi tyle samo co { $other }
    [ge] wynosi nie mniej niż { $other }
   *[gt] wynosi więcej niż { $other }
  }
