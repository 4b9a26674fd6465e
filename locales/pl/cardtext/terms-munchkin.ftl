### Słownik rodziny Munchkin: polski. Przypadki ($case): nom, gen, dat, acc, ins, loc; liczba mnoga:
### nom-pl, gen-pl, dat-pl, acc-pl. Atrybuty: .gender (masc, fem, neut, plur), .animacy (anim, inan).

## Pojęcia gry

-level = { $case ->
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
-treasure = { $case ->
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
-door = { $case ->
   *[nom] Drzwi
    [gen] Drzwi
    [dat] Drzwiom
    [acc] Drzwi
    [ins] Drzwiami
    [loc] Drzwiach
  }
    .gender = plur
-bad-stuff = { $case ->
   *[nom] Paskudne Skutki
    [gen] Paskudnych Skutków
    [dat] Paskudnym Skutkom
    [acc] Paskudne Skutki
    [ins] Paskudnymi Skutkami
    [loc] Paskudnych Skutkach
  }
    .gender = plur
-run-away = { $case ->
   *[nom] Ucieczka
    [gen] Ucieczki
    [dat] Ucieczce
    [acc] Ucieczkę
    [ins] Ucieczką
    [loc] Ucieczce
  }
    .gender = fem
-item = { $case ->
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
-big-item = { $case ->
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
-headgear = { $case ->
   *[nom] Nakrycie Głowy
    [gen] Nakrycia Głowy
    [dat] Nakryciu Głowy
    [acc] Nakrycie Głowy
    [ins] Nakryciem Głowy
    [loc] Nakryciu Głowy
  }
    .gender = neut
-armor = { $case ->
   *[nom] Zbroja
    [gen] Zbroi
    [dat] Zbroi
    [acc] Zbroję
    [ins] Zbroją
    [loc] Zbroi
  }
    .gender = fem
-footgear = { $case ->
   *[nom] Obuwie
    [gen] Obuwia
    [dat] Obuwiu
    [acc] Obuwie
    [ins] Obuwiem
    [loc] Obuwiu
  }
    .gender = neut

## Rodzaje kart

-kind-monster = Potwór
    .gender = masc
-kind-curse = Klątwa
    .gender = fem
-kind-race = Rasa
    .gender = fem
-kind-class = Klasa
    .gender = fem
-kind-monster-enhancer = Wzmocnienie Potwora
    .gender = neut
-kind-wandering-monster = Wędrujący Potwór
    .gender = masc
-kind-super-munchkin = Supermunchkin
    .gender = masc
-kind-half-breed = Mieszaniec
    .gender = masc
-kind-item = Przedmiot
    .gender = masc
-kind-one-shot = Jednorazówka
    .gender = fem
-kind-go-up-a-level = Awansuj o Poziom
    .gender = masc
-kind-hireling = Najemnik
    .gender = masc
-kind-special = Karta Specjalna
    .gender = fem

## Zbiory wartości

-slot-headgear = { $case ->
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
-slot-armor = { $case ->
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
-slot-footgear = { $case ->
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
-loss-headgear = { $case ->
   *[nom] Nakrycie Głowy
    [gen] Nakrycia Głowy
    [dat] Nakryciu Głowy
    [acc] Nakrycie Głowy
    [ins] Nakryciem Głowy
    [loc] Nakryciu Głowy
  }
    .gender = neut
-loss-armor = { $case ->
   *[nom] Zbroja
    [gen] Zbroi
    [dat] Zbroi
    [acc] Zbroję
    [ins] Zbroją
    [loc] Zbroi
  }
    .gender = fem
-loss-footgear = { $case ->
   *[nom] Obuwie
    [gen] Obuwia
    [dat] Obuwiu
    [acc] Obuwie
    [ins] Obuwiem
    [loc] Obuwiu
  }
    .gender = neut
-loss-hand-item = { $case ->
   *[nom] Przedmiot do ręki
    [gen] Przedmiotu do ręki
    [dat] Przedmiotowi do ręki
    [acc] Przedmiot do ręki
    [ins] Przedmiotem do ręki
    [loc] Przedmiocie do ręki
  }
    .gender = masc
    .animacy = inan
-loss-big-item = { $case ->
   *[nom] Duży Przedmiot
    [gen] Dużego Przedmiotu
    [dat] Dużemu Przedmiotowi
    [acc] Duży Przedmiot
    [ins] Dużym Przedmiotem
    [loc] Dużym Przedmiocie
  }
    .gender = masc
    .animacy = inan
-loss-item = { $case ->
   *[nom] Przedmiot
    [gen] Przedmiotu
    [dat] Przedmiotowi
    [acc] Przedmiot
    [ins] Przedmiotem
    [loc] Przedmiocie
  }
    .gender = masc
    .animacy = inan
-loss-items = { $case ->
   *[nom] Przedmioty
    [gen] Przedmiotów
    [dat] Przedmiotom
    [acc] Przedmioty
    [ins] Przedmiotami
    [loc] Przedmiotach
  }
    .gender = plur
-loss-class = { $case ->
   *[nom] Klasa
    [gen] Klasy
    [dat] Klasie
    [acc] Klasę
    [ins] Klasą
    [loc] Klasie
  }
    .gender = fem
-loss-race = { $case ->
   *[nom] Rasa
    [gen] Rasy
    [dat] Rasie
    [acc] Rasę
    [ins] Rasą
    [loc] Rasie
  }
    .gender = fem
-loss-hireling = { $case ->
   *[nom] Najemnik
    [gen] Najemnika
    [dat] Najemnikowi
    [acc] Najemnika
    [ins] Najemnikiem
    [loc] Najemniku
  }
    .gender = masc
    .animacy = anim
-loss-hand = { $case ->
   *[nom] ręka
    [gen] ręki
    [dat] ręce
    [acc] rękę
    [ins] ręką
    [loc] ręce
  }
    .gender = fem
-deck-door = { $case ->
   *[nom] Drzwi
    [gen] Drzwi
    [dat] Drzwiom
    [acc] Drzwi
    [ins] Drzwiami
    [loc] Drzwiach
  }
    .gender = plur
-deck-treasure = { $case ->
   *[nom] Skarby
    [gen] Skarbów
    [dat] Skarbom
    [acc] Skarby
    [ins] Skarbami
    [loc] Skarbach
  }
    .gender = plur
-gender-male = mężczyzna
-gender-female = kobieta
-rank-lowest = najniższy
-rank-highest = najwyższy
-level-rank-lowest-level = z najniższym Poziomem
-level-rank-highest-level = z najwyższym Poziomem
-more-more = więcej
-more-fewer = mniej
-more-less = mniej
-category-class = { $case ->
   *[nom] Klasa
    [gen] Klasy
    [dat] Klasie
    [acc] Klasę
    [ins] Klasą
    [loc] Klasie
  }
    .gender = fem
-category-race = { $case ->
   *[nom] Rasa
    [gen] Rasy
    [dat] Rasie
    [acc] Rasę
    [ins] Rasą
    [loc] Rasie
  }
    .gender = fem

## Rasy

-race-dwarf = { $case ->
   *[nom] Krasnolud
    [gen] Krasnoluda
    [dat] Krasnoludowi
    [acc] Krasnoluda
    [ins] Krasnoludem
    [loc] Krasnoludzie
  }
    .gender = masc
    .animacy = anim
-race-elf = { $case ->
   *[nom] Elf
    [gen] Elfa
    [dat] Elfowi
    [acc] Elfa
    [ins] Elfem
    [loc] Elfie
  }
    .gender = masc
    .animacy = anim
-race-gnome = { $case ->
   *[nom] Gnom
    [gen] Gnoma
    [dat] Gnomowi
    [acc] Gnoma
    [ins] Gnomem
    [loc] Gnomie
  }
    .gender = masc
    .animacy = anim
-race-halfling = { $case ->
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

-class-cleric = { $case ->
   *[nom] Kapłan
    [gen] Kapłana
    [dat] Kapłanowi
    [acc] Kapłana
    [ins] Kapłanem
    [loc] Kapłanie
  }
    .gender = masc
    .animacy = anim
-class-thief = { $case ->
   *[nom] Złodziej
    [gen] Złodzieja
    [dat] Złodziejowi
    [acc] Złodzieja
    [ins] Złodziejem
    [loc] Złodzieju
  }
    .gender = masc
    .animacy = anim
-class-warden = { $case ->
   *[nom] Strażnik
    [gen] Strażnika
    [dat] Strażnikowi
    [acc] Strażnika
    [ins] Strażnikiem
    [loc] Strażniku
  }
    .gender = masc
    .animacy = anim
-class-warrior = { $case ->
   *[nom] Wojownik
    [gen] Wojownika
    [dat] Wojownikowi
    [acc] Wojownika
    [ins] Wojownikiem
    [loc] Wojowniku
  }
    .gender = masc
    .animacy = anim
-class-wizard = { $case ->
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

-tag-beast = { $case ->
   *[nom] Bestia
    [gen] Bestii
    [dat] Bestii
    [acc] Bestię
    [ins] Bestią
    [loc] Bestii
  }
    .gender = fem
-tag-big = { $case ->
   *[nom] Olbrzym
    [gen] Olbrzyma
    [dat] Olbrzymowi
    [acc] Olbrzyma
    [ins] Olbrzymem
    [loc] Olbrzymie
  }
    .gender = masc
    .animacy = anim
-tag-demon = { $case ->
   *[nom] Demon
    [gen] Demona
    [dat] Demonowi
    [acc] Demona
    [ins] Demonem
    [loc] Demonie
  }
    .gender = masc
    .animacy = anim
-tag-dragon = { $case ->
   *[nom] Smok
    [gen] Smoka
    [dat] Smokowi
    [acc] Smoka
    [ins] Smokiem
    [loc] Smoku
  }
    .gender = masc
    .animacy = anim
-tag-flying = { $case ->
   *[nom] Latający potwór
    [gen] Latającego potwora
    [dat] Latającemu potworowi
    [acc] Latającego potwora
    [ins] Latającym potworem
    [loc] Latającym potworze
  }
    .gender = masc
    .animacy = anim
-tag-ghost = { $case ->
   *[nom] Duch
    [gen] Ducha
    [dat] Duchowi
    [acc] Ducha
    [ins] Duchem
    [loc] Duchu
  }
    .gender = masc
    .animacy = anim
-tag-goblin = { $case ->
   *[nom] Goblin
    [gen] Goblina
    [dat] Goblinowi
    [acc] Goblina
    [ins] Goblinem
    [loc] Goblinie
  }
    .gender = masc
    .animacy = anim
-tag-lawyer = { $case ->
   *[nom] Prawnik
    [gen] Prawnika
    [dat] Prawnikowi
    [acc] Prawnika
    [ins] Prawnikiem
    [loc] Prawniku
  }
    .gender = masc
    .animacy = anim
-tag-plant = { $case ->
   *[nom] Roślina
    [gen] Rośliny
    [dat] Roślinie
    [acc] Roślinę
    [ins] Rośliną
    [loc] Roślinie
  }
    .gender = fem
-tag-slime = { $case ->
   *[nom] Szlam
    [gen] Szlamu
    [dat] Szlamowi
    [acc] Szlam
    [ins] Szlamem
    [loc] Szlamie
  }
    .gender = masc
    .animacy = inan
-tag-undead = { $case ->
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

-card-mun-047 = Dyplomowany Miłośnik Mieczy
    .gender = masc
    .animacy = anim
-card-mun-048 = Uczeń Ciskacz Zaklęć
    .gender = masc
    .animacy = anim
-card-mun-049 = Licencjonowany Kieszonkowiec
    .gender = masc
    .animacy = anim
-card-mun-050 = Wyświęcony Egzorcysta
    .gender = masc
    .animacy = anim
-card-mun-033 = Kapeluszożerne Mole
    .gender = plur
-card-mun-034 = Nagła Amnezja
    .gender = fem
-card-mun-035 = Klątwa Stłuczonego Palca
    .gender = fem
-card-mun-036 = Awaria Garderoby
    .gender = fem
-card-mun-037 = Kryzys Tożsamości
    .gender = masc
    .animacy = inan
-card-mun-038 = Nieudana Polimorfia
    .gender = fem
-card-mun-039 = Urok Maślanych Palców
    .gender = masc
    .animacy = inan
-card-mun-040 = Niespodziewana Kontrola Skarbowa
    .gender = fem
-card-mun-041 = Osobista Chmurka Deszczowa
    .gender = fem
-card-mun-042 = Bezdenna Torba z Dziurą
    .gender = fem
-card-mun-043 = Zazdrosny Sąsiad
    .gender = masc
    .animacy = anim
-card-mun-words-gnome = Majsterkujący Gnom
    .gender = masc
    .animacy = anim
-card-mun-words-warden = Goblini Strażnik
    .gender = masc
    .animacy = anim
-card-mun-words-monocle = Gnomi Monokl
    .gender = masc
    .animacy = inan
-card-mun-words-catcher = Goblin Łowca Gnomów
    .gender = masc
    .animacy = anim
-card-mun-words-sneak = Goblin Skradacz
    .gender = masc
    .animacy = anim
-card-mun-090 = Starszy niż Góry
    .gender = masc
    .animacy = anim
-card-mun-091 = Dopiero Co Obudzony z Drzemki
    .gender = masc
    .animacy = anim
-card-mun-092 = Wściekły o Miejsce Parkingowe
    .gender = masc
    .animacy = anim
-card-mun-093 = Faza Nastoletnia
    .gender = fem
-card-mun-094 = Świeżo Zombifikowany
    .gender = masc
    .animacy = anim
-card-mun-095 = Nieznośnie Przylepny
    .gender = masc
    .animacy = anim
-card-mun-096 = Nieproszona Osoba Towarzysząca
    .gender = fem
-card-mun-097 = Niespokojni Umarli na Wycieczce
    .gender = plur
-card-mun-051 = Stożkowa Czapka Łagodnej Magii
    .gender = fem
-card-mun-052 = Durszlak Bezpieczeństwa Czaszki
    .gender = masc
    .animacy = inan
-card-mun-053 = Rogate Wiadro Nadrabiania Kompleksów
    .gender = neut
-card-mun-054 = Kolczy Pajacyk
    .gender = masc
    .animacy = inan
-card-mun-055 = Napierśnik Niezasłużonej Pewności Siebie
    .gender = masc
    .animacy = inan
-card-mun-056 = Szata Gustownych Cekinów
    .gender = fem
-card-mun-057 = Poncho Odporne na Szlam
    .gender = neut
-card-mun-058 = Trampki Strategicznego Odwrotu
    .gender = plur
-card-mun-059 = Buciory ze Stalowymi Noskami
    .gender = plur
-card-mun-060 = Kapcie Bezszelestnego Człapania
    .gender = plur
-card-mun-061 = Zardzewiały Nóż do Masła
    .gender = masc
    .animacy = inan
-card-mun-062 = Tarcza z Samych Dziur
    .gender = fem
-card-mun-063 = Różdżka Wątpliwych Iskier
    .gender = fem
-card-mun-064 = Błogosławiona Patelnia
    .gender = fem
-card-mun-065 = Kosa Pożałowania Godnych Decyzji
    .gender = fem
-card-mun-066 = Rękawica Przerostu Ambicji
    .gender = fem
-card-mun-067 = Długi Łuk ze Wstążkami
    .gender = masc
    .animacy = inan
-card-mun-068 = Cały Pień Drzewa
    .gender = masc
    .animacy = inan
-card-mun-069 = Halabarda Rozsądnego Dystansu
    .gender = fem
-card-mun-070 = Taran na Kółeczkach
    .gender = masc
    .animacy = inan
-card-mun-071 = Chwiejny Stołek Awansu Społecznego
    .gender = masc
    .animacy = inan
-card-mun-072 = Szczęśliwy Gumowy Kurczak
    .gender = masc
    .animacy = inan
-card-mun-073 = Peleryna Dramatycznych Wyjść
    .gender = fem
-card-mun-084 = Przekup Barda
    .gender = masc
    .animacy = inan
-card-mun-085 = Przechwalaj się w Tawernie
    .gender = masc
    .animacy = inan
-card-mun-086 = Przeczytaj w Końcu Instrukcję
    .gender = masc
    .animacy = inan
-card-mun-087 = Wypoleruj Puchar za Udział
    .gender = masc
    .animacy = inan
-card-mun-088 = Wręcz Tragarzowi Wypowiedzenie
    .gender = masc
    .animacy = inan
-card-mun-089 = Sprzedaj Goblinowi Timeshare
    .gender = masc
    .animacy = inan
-card-mun-001 = Nadąsany Szlam
    .gender = masc
    .animacy = inan
-card-mun-002 = Pasywno-agresywna Paproć
    .gender = fem
-card-mun-003 = Skarpetkowy Gremlin
    .gender = masc
    .animacy = anim
-card-mun-004 = Goblin Poborca Podatkowy
    .gender = masc
    .animacy = anim
-card-mun-005 = Zrzędliwa Traszka Jaskiniowa
    .gender = fem
-card-mun-006 = Kieszonkowy Smoczek
    .gender = masc
    .animacy = anim
-card-mun-007 = Błędny Ognik z Bagien
    .gender = masc
    .animacy = inan
-card-mun-008 = Szkieletowy Księgowy
    .gender = masc
    .animacy = anim
-card-mun-009 = Zombie Gazeciarz
    .gender = masc
    .animacy = anim
-card-mun-010 = Śniadaniówka Mimik
    .gender = fem
-card-mun-011 = Galaretowaty Podnóżek
    .gender = masc
    .animacy = inan
-card-mun-012 = Nawiedzony Akordeon
    .gender = masc
    .animacy = inan
-card-mun-013 = Niezadowolony Stażysta Minotaur
    .gender = masc
    .animacy = anim
-card-mun-014 = Stado Mechanicznych Gołębi
    .gender = neut
-card-mun-015 = Pamiętliwy Bagienny Smok
    .gender = masc
    .animacy = anim
-card-mun-016 = Baron Komar Wampir
    .gender = masc
    .animacy = anim
-card-mun-017 = Golem Przetrzymanej Książki
    .gender = masc
    .animacy = anim
-card-mun-018 = Mięsożerny Bar Sałatkowy
    .gender = masc
    .animacy = inan
-card-mun-019 = Banshee z Megafonem
    .gender = fem
-card-mun-020 = Ork Mówca Motywacyjny
    .gender = masc
    .animacy = anim
-card-mun-021 = Licz Drobnej Niedogodności
    .gender = masc
    .animacy = anim
-card-mun-022 = Troll spod Zwodzonego Mostu
    .gender = masc
    .animacy = anim
-card-mun-023 = Wzgardzona Wiedźma z Bagien
    .gender = fem
-card-mun-024 = Gigantyczny Ślimak Zagłady
    .gender = masc
    .animacy = anim
-card-mun-025 = Kwatermistrz Pirat Widmo
    .gender = masc
    .animacy = anim
-card-mun-026 = Demon ze Średniego Szczebla
    .gender = masc
    .animacy = anim
-card-mun-027 = Hydra Wielu Opinii
    .gender = fem
-card-mun-028 = Chimera Decyzji Komisji
    .gender = fem
-card-mun-029 = { $case ->
   *[nom] Prastary Smok Prawnik
    [gen] Prastarego Smoka Prawnika
    [dat] Prastaremu Smokowi Prawnikowi
    [acc] Prastarego Smoka Prawnika
    [ins] Prastarym Smokiem Prawnikiem
    [loc] Prastarym Smoku Prawniku
  }
    .gender = masc
    .animacy = anim
-card-mun-030 = Trzykrotny Emeryt Pradawny Smok
    .gender = masc
    .animacy = anim
-card-mun-031 = Kościany Kolos
    .gender = masc
    .animacy = anim
-card-mun-032 = Niewypowiedziana Ciotka z Mackami
    .gender = fem
-card-mun-num-1 = Kurcząca się Sakwa
    .gender = fem
-card-mun-num-2 = Zazdrosny Pustelnik
    .gender = masc
    .animacy = anim
-card-mun-num-3 = Klątwa Mokrych Skarpet
    .gender = fem
-card-mun-num-4 = Amulet Padlinożernej Wrony
    .gender = masc
    .animacy = inan
-card-mun-num-5 = Szczypta Upokarzającego Pyłu
    .gender = fem
-card-mun-num-6 = Dziurawy Wór na Łupy
    .gender = masc
    .animacy = inan
-card-mun-num-7 = Bezdenny Plecak
    .gender = masc
    .animacy = inan
-card-mun-num-8 = Surowy Dyżurny
    .gender = masc
    .animacy = anim
-card-mun-num-9 = Karbownik Chomika
    .gender = masc
    .animacy = inan
-card-mun-074 = Flaszka Płynnej Odwagi
    .gender = fem
-card-mun-075 = Bomba Dymna Niezręcznej Ciszy
    .gender = fem
-card-mun-076 = Proszek Zmniejszający
    .gender = masc
    .animacy = inan
-card-mun-077 = Słoik Wściekłych Pszczół
    .gender = masc
    .animacy = inan
-card-mun-078 = Spray Odstraszający Ektoplazmę
    .gender = masc
    .animacy = inan
-card-mun-079 = Śmierdząca Bomba Deluxe
    .gender = fem
-card-mun-080 = Przenośna Dziura (Lekko Używana)
    .gender = fem
-card-mun-081 = Kieszonkowy Piasek
    .gender = masc
    .animacy = inan
-card-mun-082 = Zwój Uprzejmego Spławienia
    .gender = masc
    .animacy = inan
-card-mun-083 = Moneta Skromnych Życzeń
    .gender = fem
-card-mun-106 = Chwytak na Kiju
    .gender = masc
    .animacy = inan
-card-mun-098 = Przepustka Prymusa
    .gender = fem
-card-mun-099 = Bardzo Zawiłe Drzewo Genealogiczne
    .gender = neut
-card-mun-100 = { $case ->
   *[nom] Gary Zbędny
    [gen] Gary'ego Zbędnego
    [dat] Gary'emu Zbędnemu
    [acc] Gary'ego Zbędnego
    [ins] Garym Zbędnym
    [loc] Garym Zbędnym
  }
    .gender = masc
    .animacy = anim
-card-mun-101 = Pochodniowy z Własnym Zdaniem
    .gender = masc
    .animacy = anim
-card-mun-102 = Juczny Muł Imieniem Przeznaczenie
    .gender = masc
    .animacy = anim
-card-mun-103 = Akt Własności Całego Lochu
    .gender = masc
    .animacy = inan
-card-mun-104 = Lustro Męczącego Powielania
    .gender = neut
-card-mun-105 = Poręczna Zapadnia
    .gender = fem
-card-mun-parts-01 = Liczydło Chomika
    .gender = neut
-card-mun-parts-02 = Korona Chwili
    .gender = fem
-card-mun-parts-03 = Nurkowanie w Śmietniku
    .gender = neut
-card-mun-parts-04 = Sprzeciw!
    .gender = masc
    .animacy = inan
-card-mun-parts-05 = Miotacz Noży
    .gender = masc
    .animacy = anim
-card-mun-parts-06 = Dobroczynny Odruch
    .gender = masc
    .animacy = inan
-card-mun-parts-07 = Podejrzany Notariusz
    .gender = masc
    .animacy = anim
-card-mun-044 = Podskakujący Przytulacz Drzew
    .gender = masc
    .animacy = anim
-card-mun-045 = Krzepki Brodacz
    .gender = masc
    .animacy = anim
-card-mun-046 = Miłośnik Drugiego Śniadania
    .gender = masc
    .animacy = anim
