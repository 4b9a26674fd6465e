### Słownik Munchkin Kung Fu: polski. To, co Kung Fu dodaje do słownika rodziny.


## Pojęcia gry


## Rodzaje kart

# source-hash: 930f42bd9ac3
-kind-trap = Pułapka
    .gender = fem
# source-hash: 2f113fec94c7
-kind-style = Styl
    .gender = masc
# source-hash: 2e62ac94f0da
-kind-double-strike = Podwójny Cios
    .gender = masc
# source-hash: f6990c1c0a79
-kind-extra-style = Dodatkowy Styl
    .gender = masc
# source-hash: 5c84eb81d460
-kind-fan = Fan
    .gender = masc

## Zbiory wartości

# source-hash: a4f7a34268ab
-loss-style =
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
# source-hash: 1fe0b265e9f8
-loss-fan =
    { $case ->
       *[nom] Fan
        [gen] Fana
        [dat] Fanowi
        [acc] Fana
        [ins] Fanem
        [loc] Fanie
    }
    .gender = masc
    .animacy = anim
# source-hash: e97d6988d48d
-category-style =
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

## Klasy

# source-hash: a2facd2efd18
-class-monk =
    { $case ->
       *[nom] Mnich
        [gen] Mnicha
        [dat] Mnichowi
        [acc] Mnicha
        [ins] Mnichem
        [loc] Mnichu
    }
    .gender = masc
    .animacy = anim
# source-hash: 13467f8d0add
-class-ninja =
    { $case ->
       *[nom] Ninja
        [gen] Ninja
        [dat] Ninja
        [acc] Ninja
        [ins] Ninja
        [loc] Ninja
    }
    .gender = masc
    .animacy = anim
# source-hash: 4e4dc8f2426d
-class-samurai =
    { $case ->
       *[nom] Samuraj
        [gen] Samuraja
        [dat] Samurajowi
        [acc] Samuraja
        [ins] Samurajem
        [loc] Samuraju
    }
    .gender = masc
    .animacy = anim
# source-hash: 0cc64780a6da
-class-yakuza =
    { $case ->
       *[nom] Yakuza
        [gen] Yakuzy
        [dat] Yakuzie
        [acc] Yakuzę
        [ins] Yakuzą
        [loc] Yakuzie
    }
    .gender = masc
    .animacy = anim

## Style

# source-hash: 2e4a97f15d80
-style-butterfly =
    { $case ->
       *[nom] Motyl
        [gen] Motyla
        [dat] Motylowi
        [acc] Motyla
        [ins] Motylem
        [loc] Motylu
    }
    .gender = masc
    .animacy = anim
# source-hash: 73345b2c8ad9
-style-crane =
    { $case ->
       *[nom] Żuraw
        [gen] Żurawia
        [dat] Żurawiowi
        [acc] Żurawia
        [ins] Żurawiem
        [loc] Żurawiu
    }
    .gender = masc
    .animacy = anim
# source-hash: 5877f89d75c4
-style-dragon-fist =
    { $case ->
       *[nom] Smocza Pięść
        [gen] Smoczej Pięści
        [dat] Smoczej Pięści
        [acc] Smoczą Pięść
        [ins] Smoczą Pięścią
        [loc] Smoczej Pięści
    }
    .gender = fem
# source-hash: 87bd9cf34f26
-style-drunken =
    { $case ->
       *[nom] Pijana Pięść
        [gen] Pijanej Pięści
        [dat] Pijanej Pięści
        [acc] Pijaną Pięść
        [ins] Pijaną Pięścią
        [loc] Pijanej Pięści
    }
    .gender = fem
# source-hash: be7593a2284d
-style-iron-palm =
    { $case ->
       *[nom] Żelazna Dłoń
        [gen] Żelaznej Dłoni
        [dat] Żelaznej Dłoni
        [acc] Żelazną Dłoń
        [ins] Żelazną Dłonią
        [loc] Żelaznej Dłoni
    }
    .gender = fem
# source-hash: 857d14f7d399
-style-mantis =
    { $case ->
       *[nom] Modliszka
        [gen] Modliszki
        [dat] Modliszce
        [acc] Modliszkę
        [ins] Modliszką
        [loc] Modliszce
    }
    .gender = fem
# source-hash: 741a8884fbe6
-style-monkey =
    { $case ->
       *[nom] Małpa
        [gen] Małpy
        [dat] Małpie
        [acc] Małpę
        [ins] Małpą
        [loc] Małpie
    }
    .gender = fem
# source-hash: 423f8dba13b2
-style-serpent =
    { $case ->
       *[nom] Wąż
        [gen] Węża
        [dat] Wężowi
        [acc] Węża
        [ins] Wężem
        [loc] Wężu
    }
    .gender = masc
    .animacy = anim
# source-hash: 0c3ba0088ab7
-style-sloth =
    { $case ->
       *[nom] Leniwiec
        [gen] Leniwca
        [dat] Leniwcowi
        [acc] Leniwca
        [ins] Leniwcem
        [loc] Leniwcu
    }
    .gender = masc
    .animacy = anim
# source-hash: 7198569a6781
-style-tiger =
    { $case ->
       *[nom] Tygrys
        [gen] Tygrysa
        [dat] Tygrysowi
        [acc] Tygrysa
        [ins] Tygrysem
        [loc] Tygrysie
    }
    .gender = masc
    .animacy = anim

## Cechy potworów

# source-hash: d6f8842df84c
-tag-hong-kong =
    { $case ->
       *[nom] Potwór z { -hong-kong(case: "gen") }
        [gen] Potwora z { -hong-kong(case: "gen") }
        [dat] Potworowi z { -hong-kong(case: "gen") }
        [acc] Potwora z { -hong-kong(case: "gen") }
        [ins] Potworem z { -hong-kong(case: "gen") }
        [loc] Potworze z { -hong-kong(case: "gen") }
    }
    .gender = masc
    .animacy = anim
# source-hash: 3baf9df57163
-tag-ninja =
    { $case ->
       *[nom] Ninja
        [gen] Ninja
        [dat] Ninja
        [acc] Ninja
        [ins] Ninja
        [loc] Ninja
    }
    .gender = masc
    .animacy = anim
# source-hash: 14bd274597e9
-tag-robot =
    { $case ->
       *[nom] Robot
        [gen] Robota
        [dat] Robotowi
        [acc] Robota
        [ins] Robotem
        [loc] Robocie
    }
    .gender = masc
    .animacy = anim
# source-hash: f4a941669ddb
-tag-spirit =
    { $case ->
       *[nom] Duch
        [gen] Ducha
        [dat] Duchowi
        [acc] Ducha
        [ins] Duchem
        [loc] Duchu
    }
    .gender = masc
    .animacy = anim

## Karty (przypadki tam, gdzie tekst zasad wstawia nazwę nie w mianowniku)

# source-hash: a4bcf8c5a57a
-card-mkf-040 = Przeceniony Ninja Cienia
    .gender = masc
    .animacy = anim
# source-hash: 43c68f5ef491
-card-mkf-041 = Samuraj Zaległego Honoru
    .gender = masc
    .animacy = anim
# source-hash: bbffecdebc88
-card-mkf-042 = Mnich z Dodatkowym Rękawem
    .gender = masc
    .animacy = anim
# source-hash: 693d4278444c
-card-mkf-043 = Yakuza z Obietnicą na Mały Palec
    .gender = masc
    .animacy = anim
# source-hash: e304c4474b39
-card-mkf-100 = Wyszkolony przez Dużo Bardziej Wściekłego Mistrza
    .gender = masc
    .animacy = anim
# source-hash: 29a6b287c183
-card-mkf-101 = Skurczony w Praniu
    .gender = masc
    .animacy = anim
# source-hash: 7cb72d589c38
-card-mkf-102 = Przedawkował Oolong
    .gender = masc
    .animacy = anim
# source-hash: cb7ffdf5230d
-card-mkf-103 = Nawiedzany przez Niskobudżetowego Demona
    .gender = masc
    .animacy = anim
# source-hash: 437a28f074c2
-card-mkf-104 = Mściwa Złota Rybka
    .gender = fem
# source-hash: a2a571e2d846
-card-mkf-105 = Zapomniał Kwestii
    .gender = masc
    .animacy = anim
# source-hash: 9ed83f8cd910
-card-mkf-106 = Złe Dojo, Dobry Moment
    .gender = neut
# source-hash: ed1991861904
-card-mkf-107 = Nieproszony Sequel
    .gender = masc
    .animacy = inan
# source-hash: 67afaad7fade
-card-mkf-108 = Pięść Echa: Bis
    .gender = fem
# source-hash: bb7d08b70e96
-card-mkf-109 = Bliźniak, o Którym Nikt Nie Wspominał
    .gender = masc
    .animacy = anim
# source-hash: 93aefb5aef0d
-card-mkf-060 = Kaptur Podejrzanie Cichych Myśli
    .gender = masc
    .animacy = inan
# source-hash: df33ccec4a9b
-card-mkf-061 = Wypożyczona Zbroja Samuraja, Naliczamy Karę
    .gender = fem
# source-hash: 3c3f8b6a432a
-card-mkf-062 = Kapcie Nagłego Odejścia
    .gender = plur
# source-hash: 261f1be14beb
-card-mkf-063 = Japonki Furii
    .gender = plur
# source-hash: e8a140d95a4f
-card-mkf-064 = Nunczako Głównie do Samookaleczeń
    .gender = neut
# source-hash: 64ad188c4afb
-card-mkf-065 = Jedenastostopowa Halabarda Nadrabiania Kompleksów
    .gender = fem
# source-hash: b0006d24a7cc
-card-mkf-066 = Katana Jeszcze w Folii Bąbelkowej
    .gender = fem
# source-hash: ecf3eea188b9
-card-mkf-067 = Paciorki Łagodnego Oświecenia
    .gender = plur
# source-hash: 6f39d698e446
-card-mkf-068 = Tatuażowy Rękaw Zastraszania
    .gender = masc
    .animacy = inan
# source-hash: 92ef586b423f
-card-mkf-069 =
    { $case ->
       *[nom] Prawie Przenośny Brązowy Gong
        [gen] Prawie Przenośnego Brązowego Gongu
        [dat] Prawie Przenośnemu Brązowemu Gongowi
        [acc] Prawie Przenośny Brązowy Gong
        [ins] Prawie Przenośnym Brązowym Gongiem
        [loc] Prawie Przenośnym Brązowym Gongu
    }
    .gender = masc
    .animacy = inan
# source-hash: 6b1f38bbe4a7
-card-mkf-070 =
    { $case ->
       *[nom] Pałeczki Precyzyjnej Przemocy
        [gen] Pałeczek Precyzyjnej Przemocy
        [dat] Pałeczkom Precyzyjnej Przemocy
        [acc] Pałeczki Precyzyjnej Przemocy
        [ins] Pałeczkami Precyzyjnej Przemocy
        [loc] Pałeczkach Precyzyjnej Przemocy
    }
    .gender = plur
# source-hash: d26b3d437bff
-card-mkf-071 = Tarcza z Neonu
    .gender = fem
# source-hash: 784da392f468
-card-mkf-072 = Słomkowy Kapelusz Fabularnej Zbroi
    .gender = masc
    .animacy = inan
# source-hash: 468faf293829
-card-mkf-073 = Bandolier z Kostek Mahjonga
    .gender = masc
    .animacy = inan
# source-hash: 5e3cda85cb58
-card-mkf-090 = Przekupił Egzaminatora Pasów
    .gender = masc
    .animacy = inan
# source-hash: 8fc67a6ef8dc
-card-mkf-091 = W Końcu Przeczytał Zwój
    .gender = masc
    .animacy = inan
# source-hash: 96820f13d4ca
-card-mkf-092 = Puchar Turnieju Charytatywnego
    .gender = masc
    .animacy = inan
# source-hash: 4f39d0990e62
-card-mkf-093 = Wygrał Pojedynek na Spojrzenia z Posągiem
    .gender = masc
    .animacy = inan
# source-hash: 59c854bdffb0
-card-mkf-001 = Papierowy Tygrys ze Sklepu z Pamiątkami
    .gender = masc
    .animacy = anim
# source-hash: 77bd1ccd031d
-card-mkf-002 = Nadąsany Pieróg
    .gender = masc
    .animacy = inan
# source-hash: 73b6f6fd0dec
-card-mkf-003 = Napisy Nie w Synchronie
    .gender = plur
# source-hash: 74365e64c877
-card-mkf-004 = Dubler Ninja nr 7
    .gender = masc
    .animacy = anim
# source-hash: 7d6c8d2da352
-card-mkf-005 = Kot z Zaułka, Który Zużył Dziewięć Żyć
    .gender = masc
    .animacy = anim
# source-hash: 92ab20412a92
-card-mkf-006 = Banda Identycznych Pachołków
    .gender = fem
# source-hash: bcbffa4912a9
-card-mkf-007 = Leniwy Żuraw z Przystani Lampionów
    .gender = masc
    .animacy = anim
# source-hash: 8cab209e8be6
-card-mkf-008 = Skaczący Wampir Księgowy
    .gender = masc
    .animacy = anim
# source-hash: fc481771a172
-card-mkf-009 =
    { $case ->
       *[nom] Osiłek Karmiony Bambusem
        [gen] Osiłka Karmionego Bambusem
        [dat] Osiłkowi Karmionemu Bambusem
        [acc] Osiłka Karmionego Bambusem
        [ins] Osiłkiem Karmionym Bambusem
        [loc] Osiłku Karmionym Bambusem
    }
    .gender = masc
    .animacy = anim
# source-hash: a7f63ba82a85
-card-mkf-010 = Pamiętliwy Sifu z Ósmego Piętra
    .gender = masc
    .animacy = anim
# source-hash: 1afb17df86ee
-card-mkf-011 = Neonowy Egzekutor Triady
    .gender = masc
    .animacy = anim
# source-hash: 897968f5bffa
-card-mkf-012 = Mim z Ulicy Świątynnej
    .gender = masc
    .animacy = anim
# source-hash: 3fa5e9a0b33e
-card-mkf-013 = Konga Jiangshi
    .gender = fem
# source-hash: 8aca72469acd
-card-mkf-014 = Żelazny Opat Dziewięciu Gongów
    .gender = masc
    .animacy = anim
# source-hash: 22b76d9c4334
-card-mkf-015 = Świadomy Wok Zagłady
    .gender = masc
    .animacy = anim
# source-hash: 2475edbfe7a3
-card-mkf-016 = Mecha-Sensei 3000
    .gender = masc
    .animacy = anim
# source-hash: 9053b9792929
-card-mkf-017 = Głodny Duch, Krytyk Bufetów
    .gender = masc
    .animacy = anim
# source-hash: 8502f310db79
-card-mkf-018 = Strażnik Świątyni, Który Opuścił Dzień Nóg
    .gender = masc
    .animacy = anim
# source-hash: 5a33bd3739ec
-card-mkf-019 = Lord Wąsacz z Latającej Twierdzy
    .gender = masc
    .animacy = anim
# source-hash: 03e4091c1292
-card-mkf-020 = Dziewięcioogoniasta Właścicielka Mieszkania
    .gender = fem
# source-hash: 14c72884b567
-card-mkf-021 = Tysiącletni Pijany Mistrz, Teraz Trzeźwy
    .gender = masc
    .animacy = anim
# source-hash: d78625d8ad6e
-card-mkf-022 =
    { $case ->
       *[nom] Ostatni Boss, Który Wszystko Tłumaczy
        [gen] Ostatniego Bossa, Który Wszystko Tłumaczy
        [dat] Ostatniemu Bossowi, Który Wszystko Tłumaczy
        [acc] Ostatniego Bossa, Który Wszystko Tłumaczy
        [ins] Ostatnim Bossem, Który Wszystko Tłumaczy
        [loc] Ostatnim Bossie, Który Wszystko Tłumaczy
    }
    .gender = masc
    .animacy = anim
# source-hash: 4c1609134637
-card-mkf-117 = Ciotka Swatka
    .gender = fem
# source-hash: a1cb4948721d
-card-mkf-080 = Bomba Dymna w Kształcie Kaczki
    .gender = fem
# source-hash: d58ee2da31f6
-card-mkf-081 = Saszetka Tajemniczego Sosu
    .gender = fem
# source-hash: ee87b19bc8b9
-card-mkf-082 = Absurdalnie Długi Okrzyk Bojowy
    .gender = masc
    .animacy = inan
# source-hash: 0d9d3e09a75c
-card-mkf-083 = Pożyczony Kaskader
    .gender = masc
    .animacy = anim
# source-hash: 9b6db6ddf5bd
-card-mkf-084 = Ciasteczko z Mglistą Przepowiednią
    .gender = neut
# source-hash: 29a10e3c5e74
-card-mkf-085 = Uprząż do Wire-Fu
    .gender = fem
# source-hash: 46d81b4716d6
-card-mkf-086 = Tygrysi Balsam Wątpliwego Pochodzenia
    .gender = masc
    .animacy = inan
# source-hash: cef1047cda69
-card-mkf-087 = Sznur Odpustowych Petard
    .gender = masc
    .animacy = inan
# source-hash: 8b338ab5cbb5
-card-mkf-119 = Hak z Kleistego Ryżu
    .gender = masc
    .animacy = inan
# source-hash: 5aacdac194c5
-card-mkf-110 = Podwójny Kierunek z Bicia
    .gender = masc
    .animacy = inan
# source-hash: 760696c9303e
-card-mkf-111 = Kurs Korespondencyjny Drugiego Stylu
    .gender = masc
    .animacy = inan
# source-hash: ca7f1a8f34b0
-card-mkf-112 =
    { $case ->
       *[nom] Nadgorliwa Prezeska Fanklubu
        [gen] Nadgorliwej Prezeski Fanklubu
        [dat] Nadgorliwej Prezesce Fanklubu
        [acc] Nadgorliwą Prezeskę Fanklubu
        [ins] Nadgorliwą Prezeską Fanklubu
        [loc] Nadgorliwej Prezesce Fanklubu
    }
    .gender = fem
# source-hash: d60b87ef21e2
-card-mkf-113 =
    { $case ->
       *[nom] Dzieciak, Który Chce Być Twoim Uczniem
        [gen] Dzieciaka, Który Chce Być Twoim Uczniem
        [dat] Dzieciakowi, Który Chce Być Twoim Uczniem
        [acc] Dzieciaka, Który Chce Być Twoim Uczniem
        [ins] Dzieciakiem, Który Chce Być Twoim Uczniem
        [loc] Dzieciaku, Który Chce Być Twoim Uczniem
    }
    .gender = masc
    .animacy = anim
# source-hash: fe6131465dc5
-card-mkf-114 =
    { $case ->
       *[nom] Paparazzo z Lampą Błyskową
        [gen] Paparazza z Lampą Błyskową
        [dat] Paparazzowi z Lampą Błyskową
        [acc] Paparazza z Lampą Błyskową
        [ins] Paparazzem z Lampą Błyskową
        [loc] Paparazzu z Lampą Błyskową
    }
    .gender = masc
    .animacy = anim
# source-hash: ef3e643bf328
-card-mkf-115 = Dramatyczna Retrospekcja
    .gender = fem
# source-hash: af48344c8da1
-card-mkf-116 = Zwój Oczywistego Zakończenia
    .gender = masc
    .animacy = inan
# source-hash: 85e195449c2c
-card-mkf-parts-01 = Lekcja Hojnego Mistrza
    .gender = fem
# source-hash: c356369c51f7
-card-mkf-parts-02 = Zwój ze Złomowiska
    .gender = masc
    .animacy = inan
# source-hash: ae6b2877de81
-card-mkf-050 = Tygrys, Który Nie Zjadł Śniadania
    .gender = masc
    .animacy = anim
# source-hash: 940c4d140b26
-card-mkf-051 = Żuraw na Jednej Chwiejnej Nodze
    .gender = masc
    .animacy = anim
# source-hash: 562cfb2f6aa0
-card-mkf-052 = Pijana Pięść (Głównie Pijana)
    .gender = fem
# source-hash: c389ba8d3aab
-card-mkf-053 = Modliszka, Wydanie Niecierpliwe
    .gender = fem
# source-hash: 426e8eff2166
-card-mkf-054 = Wąż, Który Syczy Spoilery
    .gender = masc
    .animacy = anim
# source-hash: a4867740aeae
-card-mkf-055 = Małpa, Która Pożycza Rzeczy
    .gender = fem
# source-hash: 949d6ced3613
-card-mkf-056 = Żelazna Dłoń, Lekko Zardzewiała
    .gender = fem
# source-hash: aac7954053b0
-card-mkf-057 = Droga Leniwca
    .gender = fem
# source-hash: 859e6c8458ba
-card-mkf-058 = Smocza Pięść Późnego Rozkwitu
    .gender = fem
# source-hash: 31695f74d2cd
-card-mkf-118 = Motyl, Który Kibicuje z Boku
    .gender = masc
    .animacy = anim
# source-hash: 4fa5cf4b6fcd
-card-mkf-030 = Stłuczony Palec na Stopniu Świątyni
    .gender = masc
    .animacy = inan
# source-hash: e672f89c3567
-card-mkf-031 = Kapelusz Zerwany Dramatycznym Wiatrem
    .gender = masc
    .animacy = inan
# source-hash: 6726a2b0beb0
-card-mkf-032 = Nie Ta Czarka na Ceremonii Herbaty
    .gender = fem
# source-hash: 638a120ee3c6
-card-mkf-033 = Zdubbingowany na Inny Język
    .gender = masc
    .animacy = anim
# source-hash: 66033eace0d9
-card-mkf-034 = Wyrzucony z Dojo
    .gender = masc
    .animacy = anim
# source-hash: 9f8b0fc29b0e
-card-mkf-035 = Zawalenie Bambusowego Rusztowania
    .gender = neut
# source-hash: 30f63b026d53
-card-mkf-036 = Fanklub Rozwiązany
    .gender = masc
    .animacy = inan
# source-hash: 31d94d3c480e
-card-mkf-037 = Montaż Treningu Wycięty
    .gender = masc
    .animacy = inan

## Card backs: the game's title and its decks' names as a back prints them (toolkit/render/cardtext.py)
# source-hash: 28c034567e3b
-game-title = Munchkin Kung Fu
