### Słownik Munchkin Kung Fu: polski. To, co Kung Fu dodaje do słownika rodziny.

## Pojęcia gry

-hong-kong-monster = { $case ->
   *[nom] hongkoński potwór
    [gen] hongkońskiego potwora
    [dat] hongkońskiemu potworowi
    [acc] hongkońskiego potwora
    [ins] hongkońskim potworem
    [loc] hongkońskim potworze
  }
    .gender = masc
    .animacy = anim

## Rodzaje kart

-kind-trap = Pułapka
    .gender = fem
-kind-style = Styl
    .gender = masc
-kind-double-strike = Podwójny Cios
    .gender = masc
-kind-extra-style = Dodatkowy Styl
    .gender = masc
-kind-fan = Fan
    .gender = masc

## Zbiory wartości

-loss-style = { $case ->
   *[nom] Styl
    [gen] Stylu
    [dat] Stylowi
    [acc] Styl
    [ins] Stylem
    [loc] Stylu
  }
    .gender = masc
    .animacy = inan
-loss-fan = { $case ->
   *[nom] Fan
    [gen] Fana
    [dat] Fanowi
    [acc] Fana
    [ins] Fanem
    [loc] Fanie
  }
    .gender = masc
    .animacy = anim
-category-style = { $case ->
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

-class-monk = { $case ->
   *[nom] Mnich
    [gen] Mnicha
    [dat] Mnichowi
    [acc] Mnicha
    [ins] Mnichem
    [loc] Mnichu
  }
    .gender = masc
    .animacy = anim
-class-ninja = { $case ->
   *[nom] Ninja
    [gen] Ninja
    [dat] Ninja
    [acc] Ninja
    [ins] Ninja
    [loc] Ninja
  }
    .gender = masc
    .animacy = anim
-class-samurai = { $case ->
   *[nom] Samuraj
    [gen] Samuraja
    [dat] Samurajowi
    [acc] Samuraja
    [ins] Samurajem
    [loc] Samuraju
  }
    .gender = masc
    .animacy = anim
-class-yakuza = { $case ->
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

-style-butterfly = { $case ->
   *[nom] Motyl
    [gen] Motyla
    [dat] Motylowi
    [acc] Motyla
    [ins] Motylem
    [loc] Motylu
  }
    .gender = masc
    .animacy = anim
-style-crane = { $case ->
   *[nom] Żuraw
    [gen] Żurawia
    [dat] Żurawiowi
    [acc] Żurawia
    [ins] Żurawiem
    [loc] Żurawiu
  }
    .gender = masc
    .animacy = anim
-style-dragon-fist = { $case ->
   *[nom] Smocza Pięść
    [gen] Smoczej Pięści
    [dat] Smoczej Pięści
    [acc] Smoczą Pięść
    [ins] Smoczą Pięścią
    [loc] Smoczej Pięści
  }
    .gender = fem
-style-drunken = { $case ->
   *[nom] Pijana Pięść
    [gen] Pijanej Pięści
    [dat] Pijanej Pięści
    [acc] Pijaną Pięść
    [ins] Pijaną Pięścią
    [loc] Pijanej Pięści
  }
    .gender = fem
-style-iron-palm = { $case ->
   *[nom] Żelazna Dłoń
    [gen] Żelaznej Dłoni
    [dat] Żelaznej Dłoni
    [acc] Żelazną Dłoń
    [ins] Żelazną Dłonią
    [loc] Żelaznej Dłoni
  }
    .gender = fem
-style-mantis = { $case ->
   *[nom] Modliszka
    [gen] Modliszki
    [dat] Modliszce
    [acc] Modliszkę
    [ins] Modliszką
    [loc] Modliszce
  }
    .gender = fem
-style-monkey = { $case ->
   *[nom] Małpa
    [gen] Małpy
    [dat] Małpie
    [acc] Małpę
    [ins] Małpą
    [loc] Małpie
  }
    .gender = fem
-style-serpent = { $case ->
   *[nom] Wąż
    [gen] Węża
    [dat] Wężowi
    [acc] Węża
    [ins] Wężem
    [loc] Wężu
  }
    .gender = masc
    .animacy = anim
-style-sloth = { $case ->
   *[nom] Leniwiec
    [gen] Leniwca
    [dat] Leniwcowi
    [acc] Leniwca
    [ins] Leniwcem
    [loc] Leniwcu
  }
    .gender = masc
    .animacy = anim
-style-tiger = { $case ->
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

-tag-hong-kong = { $case ->
   *[nom] Hongkoński potwór
    [gen] Hongkońskiego potwora
    [dat] Hongkońskiemu potworowi
    [acc] Hongkońskiego potwora
    [ins] Hongkońskim potworem
    [loc] Hongkońskim potworze
  }
    .gender = masc
    .animacy = anim
-tag-ninja = { $case ->
   *[nom] Ninja
    [gen] Ninja
    [dat] Ninja
    [acc] Ninja
    [ins] Ninja
    [loc] Ninja
  }
    .gender = masc
    .animacy = anim
-tag-robot = { $case ->
   *[nom] Robot
    [gen] Robota
    [dat] Robotowi
    [acc] Robota
    [ins] Robotem
    [loc] Robocie
  }
    .gender = masc
    .animacy = anim
-tag-spirit = { $case ->
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

-card-mkf-040 = Przeceniony Ninja Cienia
    .gender = masc
    .animacy = anim
-card-mkf-041 = Samuraj Zaległego Honoru
    .gender = masc
    .animacy = anim
-card-mkf-042 = Mnich z Dodatkowym Rękawem
    .gender = masc
    .animacy = anim
-card-mkf-043 = Yakuza z Obietnicą na Mały Palec
    .gender = masc
    .animacy = anim
-card-mkf-100 = Wyszkolony przez Dużo Bardziej Wściekłego Mistrza
    .gender = masc
    .animacy = anim
-card-mkf-101 = Skurczony w Praniu
    .gender = masc
    .animacy = anim
-card-mkf-102 = Przedawkował Oolong
    .gender = masc
    .animacy = anim
-card-mkf-103 = Nawiedzany przez Niskobudżetowego Demona
    .gender = masc
    .animacy = anim
-card-mkf-104 = Mściwa Złota Rybka
    .gender = fem
-card-mkf-105 = Zapomniał Kwestii
    .gender = masc
    .animacy = anim
-card-mkf-106 = Złe Dojo, Dobry Moment
    .gender = neut
-card-mkf-107 = Nieproszony Sequel
    .gender = masc
    .animacy = inan
-card-mkf-108 = Pięść Echa: Bis
    .gender = fem
-card-mkf-109 = Bliźniak, o Którym Nikt Nie Wspominał
    .gender = masc
    .animacy = anim
-card-mkf-060 = Kaptur Podejrzanie Cichych Myśli
    .gender = masc
    .animacy = inan
-card-mkf-061 = Wypożyczona Zbroja Samuraja, Naliczamy Karę
    .gender = fem
-card-mkf-062 = Kapcie Nagłego Odejścia
    .gender = plur
-card-mkf-063 = Japonki Furii
    .gender = plur
-card-mkf-064 = Nunczako Głównie do Samookaleczeń
    .gender = neut
-card-mkf-065 = Jedenastostopowa Halabarda Nadrabiania Kompleksów
    .gender = fem
-card-mkf-066 = Katana Jeszcze w Folii Bąbelkowej
    .gender = fem
-card-mkf-067 = Paciorki Łagodnego Oświecenia
    .gender = plur
-card-mkf-068 = Tatuażowy Rękaw Zastraszania
    .gender = masc
    .animacy = inan
-card-mkf-069 = { $case ->
   *[nom] Prawie Przenośny Brązowy Gong
    [gen] Prawie Przenośnego Brązowego Gongu
    [dat] Prawie Przenośnemu Brązowemu Gongowi
    [acc] Prawie Przenośny Brązowy Gong
    [ins] Prawie Przenośnym Brązowym Gongiem
    [loc] Prawie Przenośnym Brązowym Gongu
  }
    .gender = masc
    .animacy = inan
-card-mkf-070 = { $case ->
   *[nom] Pałeczki Precyzyjnej Przemocy
    [gen] Pałeczek Precyzyjnej Przemocy
    [dat] Pałeczkom Precyzyjnej Przemocy
    [acc] Pałeczki Precyzyjnej Przemocy
    [ins] Pałeczkami Precyzyjnej Przemocy
    [loc] Pałeczkach Precyzyjnej Przemocy
  }
    .gender = plur
-card-mkf-071 = Tarcza z Neonu
    .gender = fem
-card-mkf-072 = Słomkowy Kapelusz Fabularnej Zbroi
    .gender = masc
    .animacy = inan
-card-mkf-073 = Bandolier z Kostek Mahjonga
    .gender = masc
    .animacy = inan
-card-mkf-090 = Przekupił Egzaminatora Pasów
    .gender = masc
    .animacy = inan
-card-mkf-091 = W Końcu Przeczytał Zwój
    .gender = masc
    .animacy = inan
-card-mkf-092 = Puchar Turnieju Charytatywnego
    .gender = masc
    .animacy = inan
-card-mkf-093 = Wygrał Pojedynek na Spojrzenia z Posągiem
    .gender = masc
    .animacy = inan
-card-mkf-001 = Papierowy Tygrys ze Sklepu z Pamiątkami
    .gender = masc
    .animacy = anim
-card-mkf-002 = Nadąsany Pieróg
    .gender = masc
    .animacy = inan
-card-mkf-003 = Napisy Nie w Synchronie
    .gender = plur
-card-mkf-004 = Dubler Ninja nr 7
    .gender = masc
    .animacy = anim
-card-mkf-005 = Kot z Zaułka, Który Zużył Dziewięć Żyć
    .gender = masc
    .animacy = anim
-card-mkf-006 = Banda Identycznych Pachołków
    .gender = fem
-card-mkf-007 = Leniwy Żuraw z Przystani Lampionów
    .gender = masc
    .animacy = anim
-card-mkf-008 = Skaczący Wampir Księgowy
    .gender = masc
    .animacy = anim
-card-mkf-009 = { $case ->
   *[nom] Osiłek Karmiony Bambusem
    [gen] Osiłka Karmionego Bambusem
    [dat] Osiłkowi Karmionemu Bambusem
    [acc] Osiłka Karmionego Bambusem
    [ins] Osiłkiem Karmionym Bambusem
    [loc] Osiłku Karmionym Bambusem
  }
    .gender = masc
    .animacy = anim
-card-mkf-010 = Pamiętliwy Sifu z Ósmego Piętra
    .gender = masc
    .animacy = anim
-card-mkf-011 = Neonowy Egzekutor Triady
    .gender = masc
    .animacy = anim
-card-mkf-012 = Mim z Ulicy Świątynnej
    .gender = masc
    .animacy = anim
-card-mkf-013 = Konga Jiangshi
    .gender = fem
-card-mkf-014 = Żelazny Opat Dziewięciu Gongów
    .gender = masc
    .animacy = anim
-card-mkf-015 = Świadomy Wok Zagłady
    .gender = masc
    .animacy = anim
-card-mkf-016 = Mecha-Sensei 3000
    .gender = masc
    .animacy = anim
-card-mkf-017 = Głodny Duch, Krytyk Bufetów
    .gender = masc
    .animacy = anim
-card-mkf-018 = Strażnik Świątyni, Który Opuścił Dzień Nóg
    .gender = masc
    .animacy = anim
-card-mkf-019 = Lord Wąsacz z Latającej Twierdzy
    .gender = masc
    .animacy = anim
-card-mkf-020 = Dziewięcioogoniasta Właścicielka Mieszkania
    .gender = fem
-card-mkf-021 = Tysiącletni Pijany Mistrz, Teraz Trzeźwy
    .gender = masc
    .animacy = anim
-card-mkf-022 = { $case ->
   *[nom] Ostatni Boss, Który Wszystko Tłumaczy
    [gen] Ostatniego Bossa, Który Wszystko Tłumaczy
    [dat] Ostatniemu Bossowi, Który Wszystko Tłumaczy
    [acc] Ostatniego Bossa, Który Wszystko Tłumaczy
    [ins] Ostatnim Bossem, Który Wszystko Tłumaczy
    [loc] Ostatnim Bossie, Który Wszystko Tłumaczy
  }
    .gender = masc
    .animacy = anim
-card-mkf-117 = Ciotka Swatka
    .gender = fem
-card-mkf-080 = Bomba Dymna w Kształcie Kaczki
    .gender = fem
-card-mkf-081 = Saszetka Tajemniczego Sosu
    .gender = fem
-card-mkf-082 = Absurdalnie Długi Okrzyk Bojowy
    .gender = masc
    .animacy = inan
-card-mkf-083 = Pożyczony Kaskader
    .gender = masc
    .animacy = anim
-card-mkf-084 = Ciasteczko z Mglistą Przepowiednią
    .gender = neut
-card-mkf-085 = Uprząż do Wire-Fu
    .gender = fem
-card-mkf-086 = Tygrysi Balsam Wątpliwego Pochodzenia
    .gender = masc
    .animacy = inan
-card-mkf-087 = Sznur Odpustowych Petard
    .gender = masc
    .animacy = inan
-card-mkf-119 = Hak z Kleistego Ryżu
    .gender = masc
    .animacy = inan
-card-mkf-110 = Podwójny Kierunek z Bicia
    .gender = masc
    .animacy = inan
-card-mkf-111 = Kurs Korespondencyjny Drugiego Stylu
    .gender = masc
    .animacy = inan
-card-mkf-112 = { $case ->
   *[nom] Nadgorliwa Prezeska Fanklubu
    [gen] Nadgorliwej Prezeski Fanklubu
    [dat] Nadgorliwej Prezesce Fanklubu
    [acc] Nadgorliwą Prezeskę Fanklubu
    [ins] Nadgorliwą Prezeską Fanklubu
    [loc] Nadgorliwej Prezesce Fanklubu
  }
    .gender = fem
-card-mkf-113 = { $case ->
   *[nom] Dzieciak, Który Chce Być Twoim Uczniem
    [gen] Dzieciaka, Który Chce Być Twoim Uczniem
    [dat] Dzieciakowi, Który Chce Być Twoim Uczniem
    [acc] Dzieciaka, Który Chce Być Twoim Uczniem
    [ins] Dzieciakiem, Który Chce Być Twoim Uczniem
    [loc] Dzieciaku, Który Chce Być Twoim Uczniem
  }
    .gender = masc
    .animacy = anim
-card-mkf-114 = { $case ->
   *[nom] Paparazzo z Lampą Błyskową
    [gen] Paparazza z Lampą Błyskową
    [dat] Paparazzowi z Lampą Błyskową
    [acc] Paparazza z Lampą Błyskową
    [ins] Paparazzem z Lampą Błyskową
    [loc] Paparazzu z Lampą Błyskową
  }
    .gender = masc
    .animacy = anim
-card-mkf-115 = Dramatyczna Retrospekcja
    .gender = fem
-card-mkf-116 = Zwój Oczywistego Zakończenia
    .gender = masc
    .animacy = inan
-card-mkf-parts-01 = Lekcja Hojnego Mistrza
    .gender = fem
-card-mkf-parts-02 = Zwój ze Złomowiska
    .gender = masc
    .animacy = inan
-card-mkf-050 = Tygrys, Który Nie Zjadł Śniadania
    .gender = masc
    .animacy = anim
-card-mkf-051 = Żuraw na Jednej Chwiejnej Nodze
    .gender = masc
    .animacy = anim
-card-mkf-052 = Pijana Pięść (Głównie Pijana)
    .gender = fem
-card-mkf-053 = Modliszka, Wydanie Niecierpliwe
    .gender = fem
-card-mkf-054 = Wąż, Który Syczy Spoilery
    .gender = masc
    .animacy = anim
-card-mkf-055 = Małpa, Która Pożycza Rzeczy
    .gender = fem
-card-mkf-056 = Żelazna Dłoń, Lekko Zardzewiała
    .gender = fem
-card-mkf-057 = Droga Leniwca
    .gender = fem
-card-mkf-058 = Smocza Pięść Późnego Rozkwitu
    .gender = fem
-card-mkf-118 = Motyl, Który Kibicuje z Boku
    .gender = masc
    .animacy = anim
-card-mkf-030 = Stłuczony Palec na Stopniu Świątyni
    .gender = masc
    .animacy = inan
-card-mkf-031 = Kapelusz Zerwany Dramatycznym Wiatrem
    .gender = masc
    .animacy = inan
-card-mkf-032 = Nie Ta Czarka na Ceremonii Herbaty
    .gender = fem
-card-mkf-033 = Zdubbingowany na Inny Język
    .gender = masc
    .animacy = anim
-card-mkf-034 = Wyrzucony z Dojo
    .gender = masc
    .animacy = anim
-card-mkf-035 = Zawalenie Bambusowego Rusztowania
    .gender = neut
-card-mkf-036 = Fanklub Rozwiązany
    .gender = masc
    .animacy = inan
-card-mkf-037 = Montaż Treningu Wycięty
    .gender = masc
    .animacy = inan
