### Słownik rodziny Munchkin: polski. Przypadki ($case): nom, gen, dat, acc, ins, loc; liczba mnoga:
### nom-pl, gen-pl, dat-pl, acc-pl. Atrybuty: .gender (masc, fem, neut, plur), .animacy (anim, inan).


## Pojęcia gry

# source-hash: b35bbb70d4d9
-level =
    { $case ->
       *[nom] Poziom
        [gen] Poziomu
        [dat] Poziomowi
        [acc] Poziom
        [ins] Poziomem
        [loc] Poziomie
        [nom-pl] Poziomy
        [gen-pl] Poziomów
        [dat-pl] Poziomom
    }
    .gender = masc
    .animacy = inan
# source-hash: 21aa09c13a82
-treasure =
    { $case ->
       *[nom] Skarb
        [gen] Skarbu
        [dat] Skarbowi
        [acc] Skarb
        [ins] Skarbem
        [loc] Skarbie
        [nom-pl] Skarby
        [gen-pl] Skarbów
        [dat-pl] Skarbom
    }
    .gender = masc
    .animacy = inan
# source-hash: e5634d07e00f
-door =
    { $case ->
       *[nom] Drzwi
        [gen] Drzwi
        [dat] Drzwiom
        [acc] Drzwi
        [ins] Drzwiami
        [loc] Drzwiach
    }
    .gender = plur
# source-hash: b0fbc278a875
-bad-stuff =
    { $case ->
       *[nom] Paskudne Skutki
        [gen] Paskudnych Skutków
        [dat] Paskudnym Skutkom
        [acc] Paskudne Skutki
        [ins] Paskudnymi Skutkami
        [loc] Paskudnych Skutkach
    }
    .gender = plur
# source-hash: 72f0df12120d
-run-away =
    { $case ->
       *[nom] Ucieczka
        [gen] Ucieczki
        [dat] Ucieczce
        [acc] Ucieczkę
        [ins] Ucieczką
        [loc] Ucieczce
    }
    .gender = fem
# source-hash: e4a4861515e3
-item =
    { $case ->
       *[nom] Przedmiot
        [gen] Przedmiotu
        [dat] Przedmiotowi
        [acc] Przedmiot
        [ins] Przedmiotem
        [loc] Przedmiocie
        [nom-pl] Przedmioty
        [gen-pl] Przedmiotów
        [dat-pl] Przedmiotom
        [acc-pl] Przedmioty
    }
    .gender = masc
    .animacy = inan
# source-hash: d477cd58ff6a
-big-item =
    { $case ->
       *[nom] Duży Przedmiot
        [gen] Dużego Przedmiotu
        [dat] Dużemu Przedmiotowi
        [acc] Duży Przedmiot
        [ins] Dużym Przedmiotem
        [loc] Dużym Przedmiocie
        [nom-pl] Duże Przedmioty
        [gen-pl] Dużych Przedmiotów
        [dat-pl] Dużym Przedmiotom
    }
    .gender = masc
    .animacy = inan
# source-hash: 9686b474a4a8
-headgear =
    { $case ->
       *[nom] Nakrycie Głowy
        [gen] Nakrycia Głowy
        [dat] Nakryciu Głowy
        [acc] Nakrycie Głowy
        [ins] Nakryciem Głowy
        [loc] Nakryciu Głowy
    }
    .gender = neut
# source-hash: dff6ad522d97
-armor =
    { $case ->
       *[nom] Zbroja
        [gen] Zbroi
        [dat] Zbroi
        [acc] Zbroję
        [ins] Zbroją
        [loc] Zbroi
    }
    .gender = fem
# source-hash: 872416aa9a92
-footgear =
    { $case ->
       *[nom] Obuwie
        [gen] Obuwia
        [dat] Obuwiu
        [acc] Obuwie
        [ins] Obuwiem
        [loc] Obuwiu
    }
    .gender = neut
# source-hash: 232594c056cf
-hong-kong =
    { $case ->
       *[nom] Hongkong
        [gen] Hongkongu
        [dat] Hongkongowi
        [acc] Hongkong
        [ins] Hongkongiem
        [loc] Hongkongu
    }
    .gender = masc
    .animacy = inan
# source-hash: cd3af0c54ef8
-style =
    { $case ->
       *[nom] Styl
        [gen] Stylu
        [dat] Stylowi
        [acc] Styl
        [ins] Stylem
        [loc] Stylu
    }
    .gender = masc
    .animacy = inan

## Rodzaje kart

# source-hash: 7264b1c194ea
-kind-monster = Potwór
    .gender = masc
# source-hash: dd6e6c87c22c
-kind-curse = Klątwa
    .gender = fem
# source-hash: 6bf8a0c44ea7
-kind-race = Rasa
    .gender = fem
# source-hash: 3269b45e3fdd
-kind-class = Klasa
    .gender = fem
# source-hash: 130ee17bc626
-kind-monster-enhancer = Wzmocnienie Potwora
    .gender = neut
# source-hash: 74708c986dc2
-kind-wandering-monster = Wędrujący Potwór
    .gender = masc
# source-hash: 0850fd8f9356
-kind-super-munchkin = Supermunchkin
    .gender = masc
# source-hash: d2f36262a4fb
-kind-half-breed = Mieszaniec
    .gender = masc
# source-hash: b2d5a39bc9ab
-kind-item = Przedmiot
    .gender = masc
# source-hash: 78d6803a75c7
-kind-one-shot = Jednorazówka
    .gender = fem
# source-hash: 7de600e69d24
-kind-go-up-a-level = Awansuj o Poziom
    .gender = masc
# source-hash: 73a6327215e8
-kind-hireling = Najemnik
    .gender = masc
# source-hash: 34b7b50c35a3
-kind-special = Karta Specjalna
    .gender = fem

## Zbiory wartości

# source-hash: 26b65d77f40b
-slot-headgear =
    { $case ->
       *[nom] Nakrycie Głowy
        [gen] Nakrycia Głowy
        [dat] Nakryciu Głowy
        [acc] Nakrycie Głowy
        [ins] Nakryciem Głowy
        [loc] Nakryciu Głowy
        [nom-pl] Nakrycia Głowy
        [gen-pl] Nakryć Głowy
        [dat-pl] Nakryciom Głowy
    }
    .gender = neut
# source-hash: 25a26f1da3bf
-slot-armor =
    { $case ->
       *[nom] Zbroja
        [gen] Zbroi
        [dat] Zbroi
        [acc] Zbroję
        [ins] Zbroją
        [loc] Zbroi
        [nom-pl] Zbroje
        [gen-pl] Zbroi
        [dat-pl] Zbrojom
    }
    .gender = fem
# source-hash: 4e07253feef8
-slot-footgear =
    { $case ->
       *[nom] Obuwie
        [gen] Obuwia
        [dat] Obuwiu
        [acc] Obuwie
        [ins] Obuwiem
        [loc] Obuwiu
        [nom-pl] Obuwie
        [gen-pl] Obuwia
        [dat-pl] Obuwiu
    }
    .gender = neut
# source-hash: e5bc4b427a7a
-loss-headgear =
    { $case ->
       *[nom] Nakrycie Głowy
        [gen] Nakrycia Głowy
        [dat] Nakryciu Głowy
        [acc] Nakrycie Głowy
        [ins] Nakryciem Głowy
        [loc] Nakryciu Głowy
    }
    .gender = neut
# source-hash: d542cac0ed06
-loss-armor =
    { $case ->
       *[nom] Zbroja
        [gen] Zbroi
        [dat] Zbroi
        [acc] Zbroję
        [ins] Zbroją
        [loc] Zbroi
    }
    .gender = fem
# source-hash: ffefa6e0dd40
-loss-footgear =
    { $case ->
       *[nom] Obuwie
        [gen] Obuwia
        [dat] Obuwiu
        [acc] Obuwie
        [ins] Obuwiem
        [loc] Obuwiu
    }
    .gender = neut
# source-hash: 959413ae81e3
-loss-hand-item =
    { $case ->
       *[nom] Przedmiot do ręki
        [gen] Przedmiotu do ręki
        [dat] Przedmiotowi do ręki
        [acc] Przedmiot do ręki
        [ins] Przedmiotem do ręki
        [loc] Przedmiocie do ręki
    }
    .gender = masc
    .animacy = inan
# source-hash: e6e231b609c1
-loss-big-item =
    { $case ->
       *[nom] Duży Przedmiot
        [gen] Dużego Przedmiotu
        [dat] Dużemu Przedmiotowi
        [acc] Duży Przedmiot
        [ins] Dużym Przedmiotem
        [loc] Dużym Przedmiocie
    }
    .gender = masc
    .animacy = inan
# source-hash: 9f55848a12f5
-loss-item =
    { $case ->
       *[nom] Przedmiot
        [gen] Przedmiotu
        [dat] Przedmiotowi
        [acc] Przedmiot
        [ins] Przedmiotem
        [loc] Przedmiocie
    }
    .gender = masc
    .animacy = inan
# source-hash: 2d50145f9fe7
-loss-items =
    { $case ->
       *[nom] Przedmioty
        [gen] Przedmiotów
        [dat] Przedmiotom
        [acc] Przedmioty
        [ins] Przedmiotami
        [loc] Przedmiotach
    }
    .gender = plur
# source-hash: 4f7f67890982
-loss-class =
    { $case ->
       *[nom] Klasa
        [gen] Klasy
        [dat] Klasie
        [acc] Klasę
        [ins] Klasą
        [loc] Klasie
    }
    .gender = fem
# source-hash: d21ac1f83a40
-loss-race =
    { $case ->
       *[nom] Rasa
        [gen] Rasy
        [dat] Rasie
        [acc] Rasę
        [ins] Rasą
        [loc] Rasie
    }
    .gender = fem
# source-hash: e81a4971d9f4
-loss-hireling =
    { $case ->
       *[nom] Najemnik
        [gen] Najemnika
        [dat] Najemnikowi
        [acc] Najemnika
        [ins] Najemnikiem
        [loc] Najemniku
    }
    .gender = masc
    .animacy = anim
# source-hash: 61eae7930b06
-loss-hand =
    { $case ->
       *[nom] ręka
        [gen] ręki
        [dat] ręce
        [acc] rękę
        [ins] ręką
        [loc] ręce
    }
    .gender = fem
# source-hash: 4afa14285dd3
-deck-door =
    { $case ->
       *[nom] Drzwi
        [gen] Drzwi
        [dat] Drzwiom
        [acc] Drzwi
        [ins] Drzwiami
        [loc] Drzwiach
    }
    .gender = plur
# source-hash: 1e8ea04b5142
-deck-treasure =
    { $case ->
       *[nom] Skarby
        [gen] Skarbów
        [dat] Skarbom
        [acc] Skarby
        [ins] Skarbami
        [loc] Skarbach
    }
    .gender = plur
# source-hash: 4b445a30daaf
-gender-male = mężczyzna
# source-hash: 97821466a7c6
-gender-female = kobieta
# source-hash: 0322cd822fc4
-rank-lowest = najniższy
# source-hash: 09317c66a450
-rank-highest = najwyższy
# source-hash: 5859bc7b4a50
-level-rank-lowest-level = z najniższym Poziomem
# source-hash: 54e8f0638e90
-level-rank-highest-level = z najwyższym Poziomem
# source-hash: f1cd21160ac0
-more-more = więcej
# source-hash: 2d5a923cdca2
-more-fewer = mniej
# source-hash: c8d131c83328
-more-less = mniej
# source-hash: db166a08ea2d
-category-class =
    { $case ->
       *[nom] Klasa
        [gen] Klasy
        [dat] Klasie
        [acc] Klasę
        [ins] Klasą
        [loc] Klasie
    }
    .gender = fem
# source-hash: cd778e3dee3e
-category-race =
    { $case ->
       *[nom] Rasa
        [gen] Rasy
        [dat] Rasie
        [acc] Rasę
        [ins] Rasą
        [loc] Rasie
    }
    .gender = fem

## Rasy

# source-hash: 40e85a518e99
-race-dwarf =
    { $case ->
       *[nom] Krasnolud
        [gen] Krasnoluda
        [dat] Krasnoludowi
        [acc] Krasnoluda
        [ins] Krasnoludem
        [loc] Krasnoludzie
    }
    .gender = masc
    .animacy = anim
# source-hash: fcc77eab1726
-race-elf =
    { $case ->
       *[nom] Elf
        [gen] Elfa
        [dat] Elfowi
        [acc] Elfa
        [ins] Elfem
        [loc] Elfie
    }
    .gender = masc
    .animacy = anim
# source-hash: b2e4cac3b87b
-race-gnome =
    { $case ->
       *[nom] Gnom
        [gen] Gnoma
        [dat] Gnomowi
        [acc] Gnoma
        [ins] Gnomem
        [loc] Gnomie
    }
    .gender = masc
    .animacy = anim
# source-hash: ea8e11f3a676
-race-halfling =
    { $case ->
       *[nom] Niziołek
        [gen] Niziołka
        [dat] Niziołkowi
        [acc] Niziołka
        [ins] Niziołkiem
        [loc] Niziołku
    }
    .gender = masc
    .animacy = anim

## Klasy

# source-hash: b041765d0f33
-class-cleric =
    { $case ->
       *[nom] Kapłan
        [gen] Kapłana
        [dat] Kapłanowi
        [acc] Kapłana
        [ins] Kapłanem
        [loc] Kapłanie
    }
    .gender = masc
    .animacy = anim
# source-hash: 4fe6da5f18f3
-class-thief =
    { $case ->
       *[nom] Złodziej
        [gen] Złodzieja
        [dat] Złodziejowi
        [acc] Złodzieja
        [ins] Złodziejem
        [loc] Złodzieju
    }
    .gender = masc
    .animacy = anim
# source-hash: 0ef84283faf6
-class-warden =
    { $case ->
       *[nom] Strażnik
        [gen] Strażnika
        [dat] Strażnikowi
        [acc] Strażnika
        [ins] Strażnikiem
        [loc] Strażniku
    }
    .gender = masc
    .animacy = anim
# source-hash: e1d1a688fe17
-class-warrior =
    { $case ->
       *[nom] Wojownik
        [gen] Wojownika
        [dat] Wojownikowi
        [acc] Wojownika
        [ins] Wojownikiem
        [loc] Wojowniku
    }
    .gender = masc
    .animacy = anim
# source-hash: 577f78066463
-class-wizard =
    { $case ->
       *[nom] Czarodziej
        [gen] Czarodzieja
        [dat] Czarodziejowi
        [acc] Czarodzieja
        [ins] Czarodziejem
        [loc] Czarodzieju
    }
    .gender = masc
    .animacy = anim

## Cechy potworów

# source-hash: 6722dbfbf245
-tag-beast =
    { $case ->
       *[nom] Bestia
        [gen] Bestii
        [dat] Bestii
        [acc] Bestię
        [ins] Bestią
        [loc] Bestii
    }
    .gender = fem
# source-hash: b58715fe5482
# The tag as an adjective, the word a Big item's facts line prints (field-big: Duży, as in Duży Przedmiot).
-tag-big =
    { $case ->
       *[nom] Olbrzym
        [gen] Olbrzyma
        [dat] Olbrzymowi
        [acc] Olbrzyma
        [ins] Olbrzymem
        [loc] Olbrzymie
        [adj] Duży
    }
    .gender = masc
    .animacy = anim
# source-hash: 25285916bbf4
-tag-demon =
    { $case ->
       *[nom] Demon
        [gen] Demona
        [dat] Demonowi
        [acc] Demona
        [ins] Demonem
        [loc] Demonie
    }
    .gender = masc
    .animacy = anim
# source-hash: 75800950028c
-tag-dragon =
    { $case ->
       *[nom] Smok
        [gen] Smoka
        [dat] Smokowi
        [acc] Smoka
        [ins] Smokiem
        [loc] Smoku
    }
    .gender = masc
    .animacy = anim
# source-hash: 791106c52aab
-tag-flying =
    { $case ->
       *[nom] Latający potwór
        [gen] Latającego potwora
        [dat] Latającemu potworowi
        [acc] Latającego potwora
        [ins] Latającym potworem
        [loc] Latającym potworze
    }
    .gender = masc
    .animacy = anim
# source-hash: d5faa39f49d3
-tag-ghost =
    { $case ->
       *[nom] Widmo
        [gen] Widma
        [dat] Widmu
        [acc] Widmo
        [ins] Widmem
        [loc] Widmie
    }
    .gender = neut
# source-hash: 4f854afc146f
-tag-goblin =
    { $case ->
       *[nom] Goblin
        [gen] Goblina
        [dat] Goblinowi
        [acc] Goblina
        [ins] Goblinem
        [loc] Goblinie
    }
    .gender = masc
    .animacy = anim
# source-hash: 3447144f7910
-tag-lawyer =
    { $case ->
       *[nom] Prawnik
        [gen] Prawnika
        [dat] Prawnikowi
        [acc] Prawnika
        [ins] Prawnikiem
        [loc] Prawniku
    }
    .gender = masc
    .animacy = anim
# source-hash: 99f5299222a8
-tag-plant =
    { $case ->
       *[nom] Roślina
        [gen] Rośliny
        [dat] Roślinie
        [acc] Roślinę
        [ins] Rośliną
        [loc] Roślinie
    }
    .gender = fem
# source-hash: dabd268faeaf
-tag-slime =
    { $case ->
       *[nom] Szlam
        [gen] Szlamu
        [dat] Szlamowi
        [acc] Szlam
        [ins] Szlamem
        [loc] Szlamie
    }
    .gender = masc
    .animacy = inan
# source-hash: cf7b1a4f5e87
-tag-undead =
    { $case ->
       *[nom] Nieumarły
        [gen] Nieumarłego
        [dat] Nieumarłemu
        [acc] Nieumarłego
        [ins] Nieumarłym
        [loc] Nieumarłym
    }
    .gender = masc
    .animacy = anim

## Karty (przypadki tam, gdzie tekst zasad wstawia nazwę nie w mianowniku)

# source-hash: 47d0c5bc0fa9
-card-mun-047 = Dyplomowany Miłośnik Mieczy
    .gender = masc
    .animacy = anim
# source-hash: 6f96b9e6b356
-card-mun-048 = Uczeń Ciskacz Zaklęć
    .gender = masc
    .animacy = anim
# source-hash: df31fdec7d90
-card-mun-049 = Licencjonowany Kieszonkowiec
    .gender = masc
    .animacy = anim
# source-hash: dd177a4ecbf3
-card-mun-050 = Wyświęcony Egzorcysta
    .gender = masc
    .animacy = anim
# source-hash: 1472e852866d
-card-mun-033 = Kapeluszożerne Mole
    .gender = plur
# source-hash: 381051b6ada2
-card-mun-034 = Nagła Amnezja
    .gender = fem
# source-hash: 61e057f3aabe
-card-mun-035 = Klątwa Stłuczonego Palca
    .gender = fem
# source-hash: d1553e681a8b
-card-mun-036 = Awaria Garderoby
    .gender = fem
# source-hash: 0e031aad6234
-card-mun-037 = Kryzys Tożsamości
    .gender = masc
    .animacy = inan
# source-hash: c7c478d4faeb
-card-mun-038 = Nieudana Polimorfia
    .gender = fem
# source-hash: 3f875e068bed
-card-mun-039 = Urok Maślanych Palców
    .gender = masc
    .animacy = inan
# source-hash: 5e6110521f48
-card-mun-040 = Niespodziewana Kontrola Skarbowa
    .gender = fem
# source-hash: dbf50e8be570
-card-mun-041 = Osobista Chmurka Deszczowa
    .gender = fem
# source-hash: 515460bf9eb3
-card-mun-042 = Bezdenna Torba z Dziurą
    .gender = fem
# source-hash: bcbb50420b83
-card-mun-043 = Zazdrosny Sąsiad
    .gender = masc
    .animacy = anim
# source-hash: 222aacd27dd0
-card-mun-words-gnome = Majsterkujący Gnom
    .gender = masc
    .animacy = anim
# source-hash: afee771c656a
-card-mun-words-warden = Goblini Strażnik
    .gender = masc
    .animacy = anim
# source-hash: 29740b4f1383
-card-mun-words-monocle = Gnomi Monokl
    .gender = masc
    .animacy = inan
# source-hash: d38c331c7a85
-card-mun-words-catcher = Goblin Łowca Gnomów
    .gender = masc
    .animacy = anim
# source-hash: e669a60e3cc8
-card-mun-words-sneak = Goblin Skradacz
    .gender = masc
    .animacy = anim
# source-hash: 49f4f45c190b
-card-mun-090 = Starszy niż Góry
    .gender = masc
    .animacy = anim
# source-hash: d216ac16cc4e
-card-mun-091 = Dopiero Co Obudzony z Drzemki
    .gender = masc
    .animacy = anim
# source-hash: 05f4ea159fe9
-card-mun-092 = Wściekły o Miejsce Parkingowe
    .gender = masc
    .animacy = anim
# source-hash: ba82af2940d9
-card-mun-093 = Faza Nastoletnia
    .gender = fem
# source-hash: 5b5bfe10ed8d
-card-mun-094 = Świeżo Zombifikowany
    .gender = masc
    .animacy = anim
# source-hash: a4c85f7e667c
-card-mun-095 = Nieznośnie Przylepny
    .gender = masc
    .animacy = anim
# source-hash: fd79329beb5c
-card-mun-096 = Nieproszona Osoba Towarzysząca
    .gender = fem
# source-hash: d0b308a8df4a
-card-mun-097 = Niespokojni Umarli na Wycieczce
    .gender = plur
# source-hash: 4d11d76ed4cc
-card-mun-051 = Stożkowa Czapka Łagodnej Magii
    .gender = fem
# source-hash: fef9534e8c5a
-card-mun-052 = Durszlak Bezpieczeństwa Czaszki
    .gender = masc
    .animacy = inan
# source-hash: 7b255a6c271d
-card-mun-053 = Rogate Wiadro Nadrabiania Kompleksów
    .gender = neut
# source-hash: 5da11b2541cb
-card-mun-054 = Kolczy Pajacyk
    .gender = masc
    .animacy = inan
# source-hash: 591748cd7475
-card-mun-055 = Napierśnik Niezasłużonej Pewności Siebie
    .gender = masc
    .animacy = inan
# source-hash: 38a74000466a
-card-mun-056 = Szata Gustownych Cekinów
    .gender = fem
# source-hash: db8c4cc0e0d5
-card-mun-057 = Poncho Odporne na Szlam
    .gender = neut
# source-hash: 29aca597d27c
-card-mun-058 = Trampki Strategicznego Odwrotu
    .gender = plur
# source-hash: 41e1ee7c7aef
-card-mun-059 = Buciory ze Stalowymi Noskami
    .gender = plur
# source-hash: bb0c8358acd9
-card-mun-060 = Kapcie Bezszelestnego Człapania
    .gender = plur
# source-hash: 7789d3a7bef2
-card-mun-061 = Zardzewiały Nóż do Masła
    .gender = masc
    .animacy = inan
# source-hash: fd4e5c93d88a
-card-mun-062 = Tarcza z Samych Dziur
    .gender = fem
# source-hash: 1e95ed89f7cf
-card-mun-063 = Różdżka Wątpliwych Iskier
    .gender = fem
# source-hash: 09196e67e489
-card-mun-064 = Błogosławiona Patelnia
    .gender = fem
# source-hash: cfe4a1589f1f
-card-mun-065 = Kosa Pożałowania Godnych Decyzji
    .gender = fem
# source-hash: b9bf87bd90bc
-card-mun-066 = Rękawica Przerostu Ambicji
    .gender = fem
# source-hash: 150dbac47e98
-card-mun-067 = Długi Łuk ze Wstążkami
    .gender = masc
    .animacy = inan
# source-hash: 642f8a76885e
-card-mun-068 = Cały Pień Drzewa
    .gender = masc
    .animacy = inan
# source-hash: ac9ef4779f0d
-card-mun-069 = Halabarda Rozsądnego Dystansu
    .gender = fem
# source-hash: 7e844d87a179
-card-mun-070 = Taran na Kółeczkach
    .gender = masc
    .animacy = inan
# source-hash: 642dea68acbf
-card-mun-071 = Chwiejny Stołek Awansu Społecznego
    .gender = masc
    .animacy = inan
# source-hash: bf96f10fd223
-card-mun-072 = Szczęśliwy Gumowy Kurczak
    .gender = masc
    .animacy = inan
# source-hash: 0f2cc0efd894
-card-mun-073 = Peleryna Dramatycznych Wyjść
    .gender = fem
# source-hash: 521457de591e
-card-mun-084 = Przekup Barda
    .gender = masc
    .animacy = inan
# source-hash: 29819de6e5e1
-card-mun-085 = Przechwalaj się w Tawernie
    .gender = masc
    .animacy = inan
# source-hash: 358730fb706f
-card-mun-086 = Przeczytaj w Końcu Instrukcję
    .gender = masc
    .animacy = inan
# source-hash: fe4ed95cf122
-card-mun-087 = Wypoleruj Puchar za Udział
    .gender = masc
    .animacy = inan
# source-hash: 94ca68277c2e
-card-mun-088 = Wręcz Tragarzowi Wypowiedzenie
    .gender = masc
    .animacy = inan
# source-hash: 487c31ded22d
-card-mun-089 = Sprzedaj Goblinowi Timeshare
    .gender = masc
    .animacy = inan
# source-hash: 300fada7de1c
-card-mun-001 = Nadąsany Szlam
    .gender = masc
    .animacy = inan
# source-hash: cf181da83041
-card-mun-002 = Pasywno-agresywna Paproć
    .gender = fem
# source-hash: 14c8082c176e
-card-mun-003 = Skarpetkowy Gremlin
    .gender = masc
    .animacy = anim
# source-hash: 29ddb46e91f7
-card-mun-004 = Goblin Poborca Podatkowy
    .gender = masc
    .animacy = anim
# source-hash: 13131b3cd214
-card-mun-005 = Zrzędliwa Traszka Jaskiniowa
    .gender = fem
# source-hash: 5500c6404910
-card-mun-006 = Kieszonkowy Smoczek
    .gender = masc
    .animacy = anim
# source-hash: 68c3271fbb9d
-card-mun-007 = Błędny Ognik z Bagien
    .gender = masc
    .animacy = inan
# source-hash: f9f742e64ac4
-card-mun-008 = Szkieletowy Księgowy
    .gender = masc
    .animacy = anim
# source-hash: 5f992c543778
-card-mun-009 = Zombie Gazeciarz
    .gender = masc
    .animacy = anim
# source-hash: d8f429b7c6fb
-card-mun-010 = Śniadaniówka Mimik
    .gender = fem
# source-hash: 43526e4e5eb2
-card-mun-011 = Galaretowaty Podnóżek
    .gender = masc
    .animacy = inan
# source-hash: d0998f39b061
-card-mun-012 = Nawiedzony Akordeon
    .gender = masc
    .animacy = inan
# source-hash: 3a303a6f8417
-card-mun-013 = Niezadowolony Stażysta Minotaur
    .gender = masc
    .animacy = anim
# source-hash: 4b7ff1cc5c62
-card-mun-014 = Stado Mechanicznych Gołębi
    .gender = neut
# source-hash: adff58d3bd09
-card-mun-015 = Pamiętliwy Bagienny Smok
    .gender = masc
    .animacy = anim
# source-hash: f18c1a802e87
-card-mun-016 = Baron Komar Wampir
    .gender = masc
    .animacy = anim
# source-hash: ce28bda880dc
-card-mun-017 = Golem Przetrzymanej Książki
    .gender = masc
    .animacy = anim
# source-hash: 30ac620c38f5
-card-mun-018 = Mięsożerny Bar Sałatkowy
    .gender = masc
    .animacy = inan
# source-hash: cfca30b705db
-card-mun-019 = Banshee z Megafonem
    .gender = fem
# source-hash: b5f1c617f1aa
-card-mun-020 = Ork Mówca Motywacyjny
    .gender = masc
    .animacy = anim
# source-hash: 443a8fc24681
-card-mun-021 = Licz Drobnej Niedogodności
    .gender = masc
    .animacy = anim
# source-hash: 5c85d37b5757
-card-mun-022 = Troll spod Zwodzonego Mostu
    .gender = masc
    .animacy = anim
# source-hash: 29e7280ca155
-card-mun-023 = Wzgardzona Wiedźma z Bagien
    .gender = fem
# source-hash: fedb0ae98a4a
-card-mun-024 = Gigantyczny Ślimak Zagłady
    .gender = masc
    .animacy = anim
# source-hash: b449d317235b
-card-mun-025 = Kwatermistrz Pirat Widmo
    .gender = masc
    .animacy = anim
# source-hash: 986c49d82bb6
-card-mun-026 = Demon ze Średniego Szczebla
    .gender = masc
    .animacy = anim
# source-hash: dc933fbbeca2
-card-mun-027 = Hydra Wielu Opinii
    .gender = fem
# source-hash: ec04378d26dd
-card-mun-028 = Chimera Decyzji Komisji
    .gender = fem
# source-hash: 0e0523a3ac23
-card-mun-029 =
    { $case ->
       *[nom] Prastary Smok Prawnik
        [gen] Prastarego Smoka Prawnika
        [dat] Prastaremu Smokowi Prawnikowi
        [acc] Prastarego Smoka Prawnika
        [ins] Prastarym Smokiem Prawnikiem
        [loc] Prastarym Smoku Prawniku
    }
    .gender = masc
    .animacy = anim
# source-hash: b02c2c36f874
-card-mun-030 = Trzykrotny Emeryt Pradawny Smok
    .gender = masc
    .animacy = anim
# source-hash: 7e29c65b6a20
-card-mun-031 = Kościany Kolos
    .gender = masc
    .animacy = anim
# source-hash: fd47bfda1f7a
-card-mun-032 = Niewypowiedziana Ciotka z Mackami
    .gender = fem
# source-hash: a5d3b8efadec
-card-mun-num-1 = Kurcząca się Sakwa
    .gender = fem
# source-hash: 7ffb767b6171
-card-mun-num-2 = Zazdrosny Pustelnik
    .gender = masc
    .animacy = anim
# source-hash: 673ca695e1ef
-card-mun-num-3 = Klątwa Mokrych Skarpet
    .gender = fem
# source-hash: 3183b82d84e5
-card-mun-num-4 = Amulet Padlinożernej Wrony
    .gender = masc
    .animacy = inan
# source-hash: e3bcfe159985
-card-mun-num-5 = Szczypta Upokarzającego Pyłu
    .gender = fem
# source-hash: 22c1b6eb1d54
-card-mun-num-6 = Dziurawy Wór na Łupy
    .gender = masc
    .animacy = inan
# source-hash: 69ab9e094697
-card-mun-num-7 = Bezdenny Plecak
    .gender = masc
    .animacy = inan
# source-hash: 6f5f2e70e374
-card-mun-num-8 = Surowy Dyżurny
    .gender = masc
    .animacy = anim
# source-hash: 743c3310444e
-card-mun-num-9 = Karbownik Chomika
    .gender = masc
    .animacy = inan
# source-hash: d8b9e7403250
-card-mun-074 = Flaszka Płynnej Odwagi
    .gender = fem
# source-hash: 84f148a21c30
-card-mun-075 = Bomba Dymna Niezręcznej Ciszy
    .gender = fem
# source-hash: ff370230ec81
-card-mun-076 = Proszek Zmniejszający
    .gender = masc
    .animacy = inan
# source-hash: 19abe59e0a6b
-card-mun-077 = Słoik Wściekłych Pszczół
    .gender = masc
    .animacy = inan
# source-hash: 8f0a1107e3be
-card-mun-078 = Spray Odstraszający Ektoplazmę
    .gender = masc
    .animacy = inan
# source-hash: f0d5b18aed66
-card-mun-079 = Śmierdząca Bomba Deluxe
    .gender = fem
# source-hash: 7fb19100b573
-card-mun-080 = Przenośna Dziura (Lekko Używana)
    .gender = fem
# source-hash: 62ca5e021330
-card-mun-081 = Kieszonkowy Piasek
    .gender = masc
    .animacy = inan
# source-hash: 88bb1e1c6ba8
-card-mun-082 = Zwój Uprzejmego Spławienia
    .gender = masc
    .animacy = inan
# source-hash: 867a70b95b6f
-card-mun-083 = Moneta Skromnych Życzeń
    .gender = fem
# source-hash: 6ff812455552
-card-mun-106 = Chwytak na Kiju
    .gender = masc
    .animacy = inan
# source-hash: 8d34a37c36f5
-card-mun-098 = Przepustka Prymusa
    .gender = fem
# source-hash: dee7baeab9db
-card-mun-099 = Bardzo Zawiłe Drzewo Genealogiczne
    .gender = neut
# source-hash: ab3936de4812
-card-mun-100 =
    { $case ->
       *[nom] Gary Zbędny
        [gen] Gary'ego Zbędnego
        [dat] Gary'emu Zbędnemu
        [acc] Gary'ego Zbędnego
        [ins] Garym Zbędnym
        [loc] Garym Zbędnym
    }
    .gender = masc
    .animacy = anim
# source-hash: 1df34891ea91
-card-mun-101 = Pochodniowy z Własnym Zdaniem
    .gender = masc
    .animacy = anim
# source-hash: c9085c0fc91d
-card-mun-102 = Juczny Muł Imieniem Przeznaczenie
    .gender = masc
    .animacy = anim
# source-hash: 5979ada14abe
-card-mun-103 = Akt Własności Całego Lochu
    .gender = masc
    .animacy = inan
# source-hash: 80b04763cc92
-card-mun-104 = Lustro Męczącego Powielania
    .gender = neut
# source-hash: cd82dc76d6f3
-card-mun-105 = Poręczna Zapadnia
    .gender = fem
# source-hash: abf8e5cddd66
-card-mun-parts-01 = Liczydło Chomika
    .gender = neut
# source-hash: 3b0aaa3f389c
-card-mun-parts-02 = Korona Chwili
    .gender = fem
# source-hash: da384b80fbc9
-card-mun-parts-03 = Nurkowanie w Śmietniku
    .gender = neut
# source-hash: 26cf1606423c
-card-mun-parts-04 = Sprzeciw!
    .gender = masc
    .animacy = inan
# source-hash: 3e74f0208578
-card-mun-parts-05 = Miotacz Noży
    .gender = masc
    .animacy = anim
# source-hash: 4e35ff402e0c
-card-mun-parts-06 = Dobroczynny Odruch
    .gender = masc
    .animacy = inan
# source-hash: 3320a2dc30ed
-card-mun-parts-07 = Podejrzany Notariusz
    .gender = masc
    .animacy = anim
# source-hash: cf030f3e51ac
-card-mun-044 = Podskakujący Przytulacz Drzew
    .gender = masc
    .animacy = anim
# source-hash: fcf3a418e805
-card-mun-045 = Krzepki Brodacz
    .gender = masc
    .animacy = anim
# source-hash: e29f9bd916c3
-card-mun-046 = Miłośnik Drugiego Śniadania
    .gender = masc
    .animacy = anim

## Card backs: the game's title and its decks' names as a back prints them (toolkit/render/cardtext.py)
# source-hash: 79228f16aacf
-game-title = Munchkin
