# Maniacal: the termbase (Polish). Forms by $case: nom gen dat acc ins loc, and the same with "-pl"
# for a counted noun; .gender (masc, fem, neut, pl) and, for masculine nouns, .animacy (anim: the
# accusative is the genitive, "zrań poplecznika"; for persons the plural accusative too).


## Game terms

# source-hash: ba16c0e221b2
-infamy =
    { $case ->
       *[nom] Niesława
        [gen] Niesławy
        [dat] Niesławie
        [acc] Niesławę
        [ins] Niesławą
        [loc] Niesławie
    }
    .gender = fem
# source-hash: 42de57c178d4
-money =
    { $case ->
       *[nom] pieniądze
        [gen] pieniędzy
        [dat] pieniądzom
        [acc] pieniądze
        [ins] pieniędzmi
        [loc] pieniądzach
    }
    .gender = pl
# source-hash: d598bac95fb3
-week =
    { $case ->
       *[nom] tydzień
        [gen] tygodnia
        [dat] tygodniowi
        [acc] tydzień
        [ins] tygodniem
        [loc] tygodniu
        [nom-pl] tygodnie
        [gen-pl] tygodni
        [dat-pl] tygodniom
        [acc-pl] tygodnie
        [ins-pl] tygodniami
        [loc-pl] tygodniach
    }
    .gender = masc
    .animacy = inan
# source-hash: fdcad756a9d6
-attraction =
    { $case ->
       *[nom] przyciąganie
        [gen] przyciągania
        [dat] przyciąganiu
        [acc] przyciąganie
        [ins] przyciąganiem
        [loc] przyciąganiu
    }
    .gender = neut
# source-hash: b96e9ab588dc
-henchman =
    { $case ->
       *[nom] poplecznik
        [gen] poplecznika
        [dat] poplecznikowi
        [acc] poplecznika
        [ins] poplecznikiem
        [loc] popleczniku
        [nom-pl] poplecznicy
        [gen-pl] popleczników
        [dat-pl] poplecznikom
        [acc-pl] popleczników
        [ins-pl] poplecznikami
        [loc-pl] poplecznikach
    }
    .gender = masc
    .animacy = anim
# source-hash: bf3c587be640
-supervillain =
    { $case ->
       *[nom] superzłoczyńca
        [gen] superzłoczyńcy
        [dat] superzłoczyńcy
        [acc] superzłoczyńcę
        [ins] superzłoczyńcą
        [loc] superzłoczyńcy
        [nom-pl] superzłoczyńcy
        [gen-pl] superzłoczyńców
        [dat-pl] superzłoczyńcom
        [acc-pl] superzłoczyńców
        [ins-pl] superzłoczyńcami
        [loc-pl] superzłoczyńcach
    }
    .gender = masc
    .animacy = anim
# source-hash: 5bac2dd68b22
-lackey =
    { $case ->
       *[nom] lokaj
        [gen] lokaja
        [dat] lokajowi
        [acc] lokaja
        [ins] lokajem
        [loc] lokaju
    }
    .gender = masc
    .animacy = anim
# source-hash: 60594a30aca4
-mercenary =
    { $case ->
       *[nom] najemnik
        [gen] najemnika
        [dat] najemnikowi
        [acc] najemnika
        [ins] najemnikiem
        [loc] najemniku
        [nom-pl] najemnicy
        [gen-pl] najemników
        [dat-pl] najemnikom
        [acc-pl] najemników
        [ins-pl] najemnikami
        [loc-pl] najemnikach
    }
    .gender = masc
    .animacy = anim
# source-hash: 5839264baf6a
-contract =
    { $case ->
       *[nom] kontrakt
        [gen] kontraktu
        [dat] kontraktowi
        [acc] kontrakt
        [ins] kontraktem
        [loc] kontrakcie
        [nom-pl] kontrakty
        [gen-pl] kontraktów
        [dat-pl] kontraktom
        [acc-pl] kontrakty
        [ins-pl] kontraktami
        [loc-pl] kontraktach
    }
    .gender = masc
    .animacy = inan
# source-hash: f1f7ea0fd154
-room =
    { $case ->
       *[nom] pomieszczenie
        [gen] pomieszczenia
        [dat] pomieszczeniu
        [acc] pomieszczenie
        [ins] pomieszczeniem
        [loc] pomieszczeniu
        [nom-pl] pomieszczenia
        [gen-pl] pomieszczeń
        [dat-pl] pomieszczeniom
        [acc-pl] pomieszczenia
        [ins-pl] pomieszczeniami
        [loc-pl] pomieszczeniach
    }
    .gender = neut
# source-hash: d66c1d97f3b5
-scheme =
    { $case ->
       *[nom] intryga
        [gen] intrygi
        [dat] intrydze
        [acc] intrygę
        [ins] intrygą
        [loc] intrydze
        [nom-pl] intrygi
        [gen-pl] intryg
        [dat-pl] intrygom
        [acc-pl] intrygi
        [ins-pl] intrygami
        [loc-pl] intrygach
    }
    .gender = fem
# source-hash: f53a75988c83
-power =
    { $case ->
       *[nom] supermoc
        [gen] supermocy
        [dat] supermocy
        [acc] supermoc
        [ins] supermocą
        [loc] supermocy
        [nom-pl] supermoce
        [gen-pl] supermocy
        [dat-pl] supermocom
        [acc-pl] supermoce
        [ins-pl] supermocami
        [loc-pl] supermocach
    }
    .gender = fem
# source-hash: 30eb3522544a
-injury =
    { $case ->
       *[nom] rana
        [gen] rany
        [dat] ranie
        [acc] ranę
        [ins] raną
        [loc] ranie
        [nom-pl] rany
        [gen-pl] ran
        [dat-pl] ranom
        [acc-pl] rany
        [ins-pl] ranami
        [loc-pl] ranach
    }
    .gender = fem
# source-hash: dae590ea8458
-die =
    { $case ->
       *[nom] kość
        [gen] kości
        [dat] kości
        [acc] kość
        [ins] kością
        [loc] kości
        [nom-pl] kości
        [gen-pl] kości
        [dat-pl] kościom
        [acc-pl] kości
        [ins-pl] kośćmi
        [loc-pl] kościach
    }
    .gender = fem
# source-hash: d1ff2c797228
-success =
    { $case ->
       *[nom] sukces
        [gen] sukcesu
        [dat] sukcesowi
        [acc] sukces
        [ins] sukcesem
        [loc] sukcesie
        [nom-pl] sukcesy
        [gen-pl] sukcesów
        [dat-pl] sukcesom
        [acc-pl] sukcesy
        [ins-pl] sukcesami
        [loc-pl] sukcesach
    }
    .gender = masc
    .animacy = inan
# source-hash: 3beb9b2ae7d3
-team =
    { $case ->
       *[nom] drużyna
        [gen] drużyny
        [dat] drużynie
        [acc] drużynę
        [ins] drużyną
        [loc] drużynie
    }
    .gender = fem
# source-hash: d0767719b25b
-hero =
    { $case ->
       *[nom] bohater
        [gen] bohatera
        [dat] bohaterowi
        [acc] bohatera
        [ins] bohaterem
        [loc] bohaterze
    }
    .gender = masc
    .animacy = anim
# source-hash: c593784f24ea
-finale =
    { $case ->
       *[nom] finał
        [gen] finału
        [dat] finałowi
        [acc] finał
        [ins] finałem
        [loc] finale
    }
    .gender = masc
    .animacy = inan
# source-hash: ceb7c6cd6213
-location =
    { $case ->
       *[nom] miejsce specjalne
        [gen] miejsca specjalnego
        [dat] miejscu specjalnemu
        [acc] miejsce specjalne
        [ins] miejscem specjalnym
        [loc] miejscu specjalnym
    }
    .gender = neut
# source-hash: b09a94b1bcfe
-strength =
    { $case ->
       *[nom] atut
        [gen] atutu
        [dat] atutowi
        [acc] atut
        [ins] atutem
        [loc] atucie
        [nom-pl] atuty
        [gen-pl] atutów
        [dat-pl] atutom
        [acc-pl] atuty
        [ins-pl] atutami
        [loc-pl] atutach
    }
    .gender = masc
    .animacy = inan
# source-hash: a9c577ed698e
-weakness =
    { $case ->
       *[nom] słabość
        [gen] słabości
        [dat] słabości
        [acc] słabość
        [ins] słabością
        [loc] słabości
        [nom-pl] słabości
        [gen-pl] słabości
        [dat-pl] słabościom
        [acc-pl] słabości
        [ins-pl] słabościami
        [loc-pl] słabościach
    }
    .gender = fem
# source-hash: 03930f37bc09
-base =
    { $case ->
       *[nom] tajna baza
        [gen] tajnej bazy
        [dat] tajnej bazie
        [acc] tajną bazę
        [ins] tajną bazą
        [loc] tajnej bazie
    }
    .gender = fem

## Phases (A.2)

# source-hash: b933feefeaa6
-base-building =
    { $case ->
       *[nom] faza budowy
        [gen] fazy budowy
        [dat] fazie budowy
        [acc] fazę budowy
        [ins] fazą budowy
        [loc] fazie budowy
    }
    .gender = fem
# source-hash: 43439a661fdc
-henchmen-phase =
    { $case ->
       *[nom] faza popleczników
        [gen] fazy popleczników
        [dat] fazie popleczników
        [acc] fazę popleczników
        [ins] fazą popleczników
        [loc] fazie popleczników
    }
    .gender = fem
# source-hash: 41cbe4add52b
-contract-phase =
    { $case ->
       *[nom] faza kontraktów
        [gen] fazy kontraktów
        [dat] fazie kontraktów
        [acc] fazę kontraktów
        [ins] fazą kontraktów
        [loc] fazie kontraktów
    }
    .gender = fem
# source-hash: c57ea683e577
-clean-up =
    { $case ->
       *[nom] sprzątanie
        [gen] sprzątania
        [dat] sprzątaniu
        [acc] sprzątanie
        [ins] sprzątaniem
        [loc] sprzątaniu
    }
    .gender = neut

## Henchman types (A.8): the attraction tracks

# source-hash: 612f1c0785c2
-beast =
    { $case ->
       *[nom] bestia
        [gen] bestii
        [dat] bestii
        [acc] bestię
        [ins] bestią
        [loc] bestii
        [nom-pl] bestie
        [gen-pl] bestii
        [dat-pl] bestiom
        [acc-pl] bestie
        [ins-pl] bestiami
        [loc-pl] bestiach
    }
    .gender = fem
# source-hash: 2d906bddbb54
-criminal =
    { $case ->
       *[nom] przestępca
        [gen] przestępcy
        [dat] przestępcy
        [acc] przestępcę
        [ins] przestępcą
        [loc] przestępcy
        [nom-pl] przestępcy
        [gen-pl] przestępców
        [dat-pl] przestępcom
        [acc-pl] przestępców
        [ins-pl] przestępcami
        [loc-pl] przestępcach
    }
    .gender = masc
    .animacy = anim
# source-hash: 897d643ff99d
-scientist =
    { $case ->
       *[nom] naukowiec
        [gen] naukowca
        [dat] naukowcowi
        [acc] naukowca
        [ins] naukowcem
        [loc] naukowcu
        [nom-pl] naukowcy
        [gen-pl] naukowców
        [dat-pl] naukowcom
        [acc-pl] naukowców
        [ins-pl] naukowcami
        [loc-pl] naukowcach
    }
    .gender = masc
    .animacy = anim
# source-hash: 98fcccae319b
-mystic =
    { $case ->
       *[nom] mistyk
        [gen] mistyka
        [dat] mistykowi
        [acc] mistyka
        [ins] mistykiem
        [loc] mistyku
        [nom-pl] mistycy
        [gen-pl] mistyków
        [dat-pl] mistykom
        [acc-pl] mistyków
        [ins-pl] mistykami
        [loc-pl] mistykach
    }
    .gender = masc
    .animacy = anim

## Traits (A.8)

# source-hash: 65b77385f640
-brawn =
    { $case ->
       *[nom] Krzepa
        [gen] Krzepy
        [dat] Krzepie
        [acc] Krzepę
        [ins] Krzepą
        [loc] Krzepie
    }
    .gender = fem
# source-hash: 44523f44a2eb
-stealth =
    { $case ->
       *[nom] Skrytość
        [gen] Skrytości
        [dat] Skrytości
        [acc] Skrytość
        [ins] Skrytością
        [loc] Skrytości
    }
    .gender = fem
# source-hash: 3a3b8f8bf1dd
-intellect =
    { $case ->
       *[nom] Intelekt
        [gen] Intelektu
        [dat] Intelektowi
        [acc] Intelekt
        [ins] Intelektem
        [loc] Intelekcie
    }
    .gender = masc
    .animacy = inan
# source-hash: fd90fa5b6e22
-magic =
    { $case ->
       *[nom] Magia
        [gen] Magii
        [dat] Magii
        [acc] Magię
        [ins] Magią
        [loc] Magii
    }
    .gender = fem

## Contract difficulties (A.3): adjectives, agreeing with "kontrakt"

# source-hash: 69d9a6c05dfa
-easy =
    { $case ->
       *[nom] łatwy
        [gen] łatwego
        [dat] łatwemu
        [acc] łatwy
        [ins] łatwym
        [loc] łatwym
    }
# source-hash: 927409fa7788
-hard =
    { $case ->
       *[nom] trudny
        [gen] trudnego
        [dat] trudnemu
        [acc] trudny
        [ins] trudnym
        [loc] trudnym
    }
# source-hash: 961f53b67044
-legendary =
    { $case ->
       *[nom] legendarny
        [gen] legendarnego
        [dat] legendarnemu
        [acc] legendarny
        [ins] legendarnym
        [loc] legendarnym
    }

## Continents (A.12)

# source-hash: 63a60b7cd494
-north-america =
    { $case ->
       *[nom] Ameryka Północna
        [gen] Ameryki Północnej
        [dat] Ameryce Północnej
        [acc] Amerykę Północną
        [ins] Ameryką Północną
        [loc] Ameryce Północnej
    }
    .gender = fem
# source-hash: 96decb090845
-south-america =
    { $case ->
       *[nom] Ameryka Południowa
        [gen] Ameryki Południowej
        [dat] Ameryce Południowej
        [acc] Amerykę Południową
        [ins] Ameryką Południową
        [loc] Ameryce Południowej
    }
    .gender = fem
# source-hash: 62c31bcf900d
-europe =
    { $case ->
       *[nom] Europa
        [gen] Europy
        [dat] Europie
        [acc] Europę
        [ins] Europą
        [loc] Europie
    }
    .gender = fem
# source-hash: c9f47c2c4c8c
-africa =
    { $case ->
       *[nom] Afryka
        [gen] Afryki
        [dat] Afryce
        [acc] Afrykę
        [ins] Afryką
        [loc] Afryce
    }
    .gender = fem
# source-hash: 800f5e78975f
-asia =
    { $case ->
       *[nom] Azja
        [gen] Azji
        [dat] Azji
        [acc] Azję
        [ins] Azją
        [loc] Azji
    }
    .gender = fem
# source-hash: dc4cb4741563
-australia =
    { $case ->
       *[nom] Australia
        [gen] Australii
        [dat] Australii
        [acc] Australię
        [ins] Australią
        [loc] Australii
    }
    .gender = fem

## Special locations (A.12)

# source-hash: 4ab0ee3c55b8
-underground =
    { $case ->
       *[nom] Podziemie
        [gen] Podziemia
        [dat] Podziemiu
        [acc] Podziemie
        [ins] Podziemiem
        [loc] Podziemiu
    }
    .gender = neut
# source-hash: a049995e5025
-hoodlum-hospital =
    { $case ->
       *[nom] Szpital dla Zbirów
        [gen] Szpitala dla Zbirów
        [dat] Szpitalowi dla Zbirów
        [acc] Szpital dla Zbirów
        [ins] Szpitalem dla Zbirów
        [loc] Szpitalu dla Zbirów
    }
    .gender = masc
    .animacy = inan
# source-hash: 5f9eef044595
-lucifers-lounge =
    { $case ->
       *[nom] Salonik Lucyfera
        [gen] Saloniku Lucyfera
        [dat] Salonikowi Lucyfera
        [acc] Salonik Lucyfera
        [ins] Salonikiem Lucyfera
        [loc] Saloniku Lucyfera
    }
    .gender = masc
    .animacy = inan

## Card names: a title that is a phrase keeps one form in every case; .gender is its kind's noun's

# source-hash: fec97ba9bf05
-card-man-c001 =
    { $case ->
       *[nom] Północ w mennicy
        [gen] Północ w mennicy
        [dat] Północ w mennicy
        [acc] Północ w mennicy
        [ins] Północ w mennicy
        [loc] Północ w mennicy
    }
    .gender = masc
    .animacy = inan
# source-hash: 26d901e7cc14
-card-man-c002 =
    { $case ->
       *[nom] Pożyczyć kamień z Księżyca
        [gen] Pożyczyć kamień z Księżyca
        [dat] Pożyczyć kamień z Księżyca
        [acc] Pożyczyć kamień z Księżyca
        [ins] Pożyczyć kamień z Księżyca
        [loc] Pożyczyć kamień z Księżyca
    }
    .gender = masc
    .animacy = inan
# source-hash: 4ef092067ed9
-card-man-c003 =
    { $case ->
       *[nom] Przeprogramować pogodę
        [gen] Przeprogramować pogodę
        [dat] Przeprogramować pogodę
        [acc] Przeprogramować pogodę
        [ins] Przeprogramować pogodę
        [loc] Przeprogramować pogodę
    }
    .gender = masc
    .animacy = inan
# source-hash: 383a869f3ed1
-card-man-h001 =
    { $case ->
       *[nom] Paluch Malloy
        [gen] Palucha Malloya
        [dat] Paluchowi Malloyowi
        [acc] Palucha Malloya
        [ins] Paluchem Malloyem
        [loc] Paluchu Malloyu
    }
    .gender = masc
    .animacy = anim
# source-hash: e6d0bf86e74c
-card-man-h002 =
    { $case ->
       *[nom] Kłapacz Spuszczony ze Smyczy
        [gen] Kłapacza Spuszczonego ze Smyczy
        [dat] Kłapaczowi Spuszczonemu ze Smyczy
        [acc] Kłapacza Spuszczonego ze Smyczy
        [ins] Kłapaczem Spuszczonym ze Smyczy
        [loc] Kłapaczu Spuszczonym ze Smyczy
    }
    .gender = masc
    .animacy = anim
# source-hash: f4c3417f8b8a
-card-man-h003 =
    { $case ->
       *[nom] Doktor Woltowąs
        [gen] Doktora Woltowąsa
        [dat] Doktorowi Woltowąsowi
        [acc] Doktora Woltowąsa
        [ins] Doktorem Woltowąsem
        [loc] Doktorze Woltowąsie
    }
    .gender = masc
    .animacy = anim
# source-hash: 5959adcca332
-card-man-m001 =
    { $case ->
       *[nom] Najemniczka Ostrova
        [gen] Najemniczki Ostrovej
        [dat] Najemniczce Ostrovej
        [acc] Najemniczkę Ostrovą
        [ins] Najemniczką Ostrovą
        [loc] Najemniczce Ostrovej
    }
    .gender = fem
# source-hash: 9d755dcbeff4
-card-man-p001 =
    { $case ->
       *[nom] Nienaturalny refleks
        [gen] Nienaturalnego refleksu
        [dat] Nienaturalnemu refleksowi
        [acc] Nienaturalny refleks
        [ins] Nienaturalnym refleksem
        [loc] Nienaturalnym refleksie
    }
    .gender = masc
    .animacy = inan
# source-hash: c132666e718c
-card-man-s001 =
    { $case ->
       *[nom] Anonimowy cynk
        [gen] Anonimowego cynku
        [dat] Anonimowemu cynkowi
        [acc] Anonimowy cynk
        [ins] Anonimowym cynkiem
        [loc] Anonimowym cynku
    }
    .gender = masc
    .animacy = inan
# source-hash: d84c25083172
-card-man-s002 =
    { $case ->
       *[nom] Zaskórniaki na Kajmanach
        [gen] Zaskórniaków na Kajmanach
        [dat] Zaskórniakom na Kajmanach
        [acc] Zaskórniaki na Kajmanach
        [ins] Zaskórniakami na Kajmanach
        [loc] Zaskórniakach na Kajmanach
    }
    .gender = pl
# source-hash: 26da9e0175aa
-card-man-f001 =
    { $case ->
       *[nom] Władca Cieni
        [gen] Władcy Cieni
        [dat] Władcy Cieni
        [acc] Władcę Cieni
        [ins] Władcą Cieni
        [loc] Władcy Cieni
    }
    .gender = masc
    .animacy = anim
# source-hash: 0856ec0828d0
-card-man-x001 =
    { $case ->
       *[nom] Kapitan Prawość
        [gen] Kapitana Prawość
        [dat] Kapitanowi Prawość
        [acc] Kapitana Prawość
        [ins] Kapitanem Prawość
        [loc] Kapitanie Prawość
    }
    .gender = masc
    .animacy = anim
# source-hash: f5ed642db39a
-card-man-o001 =
    { $case ->
       *[nom] Szpital dla Zbirów
        [gen] Szpitala dla Zbirów
        [dat] Szpitalowi dla Zbirów
        [acc] Szpital dla Zbirów
        [ins] Szpitalem dla Zbirów
        [loc] Szpitalu dla Zbirów
    }
    .gender = masc
    .animacy = inan
# source-hash: 290b98d63592
-card-man-o002 =
    { $case ->
       *[nom] Salonik Lucyfera
        [gen] Saloniku Lucyfera
        [dat] Salonikowi Lucyfera
        [acc] Salonik Lucyfera
        [ins] Salonikiem Lucyfera
        [loc] Saloniku Lucyfera
    }
    .gender = masc
    .animacy = inan
# source-hash: b7bffd7574cf
-card-man-o003 =
    { $case ->
       *[nom] Podziemie
        [gen] Podziemia
        [dat] Podziemiu
        [acc] Podziemie
        [ins] Podziemiem
        [loc] Podziemiu
    }
    .gender = neut
# source-hash: 1e03402a236f
-card-man-r001 =
    { $case ->
       *[nom] Sala zarządu z piraniami
        [gen] Sali zarządu z piraniami
        [dat] Sali zarządu z piraniami
        [acc] Salę zarządu z piraniami
        [ins] Salą zarządu z piraniami
        [loc] Sali zarządu z piraniami
    }
    .gender = fem
# source-hash: b4603c6f9bf2
-card-man-r002 =
    { $case ->
       *[nom] Piwniczne krosno cząstek
        [gen] Piwnicznego krosna cząstek
        [dat] Piwnicznemu krosnu cząstek
        [acc] Piwniczne krosno cząstek
        [ins] Piwnicznym krosnem cząstek
        [loc] Piwnicznym krośnie cząstek
    }
    .gender = neut
# source-hash: 2e7c6933b61f
-card-man-r003 =
    { $case ->
       *[nom] Skarbiec grymuarów przy świecach
        [gen] Skarbca grymuarów przy świecach
        [dat] Skarbcowi grymuarów przy świecach
        [acc] Skarbiec grymuarów przy świecach
        [ins] Skarbcem grymuarów przy świecach
        [loc] Skarbcu grymuarów przy świecach
    }
    .gender = masc
    .animacy = inan
# source-hash: d7d627106e53
-card-man-v001 =
    { $case ->
       *[nom] Hrabina Szadź
        [gen] Hrabiny Szadź
        [dat] Hrabinie Szadź
        [acc] Hrabinę Szadź
        [ins] Hrabiną Szadź
        [loc] Hrabinie Szadź
    }
    .gender = fem
# source-hash: 17f5d5c61cd9
-card-man-l001 =
    { $case ->
       *[nom] Plucha i Breja
        [gen] Pluchy i Brei
        [dat] Plusze i Brei
        [acc] Pluchę i Breję
        [ins] Pluchą i Breją
        [loc] Plusze i Brei
    }
    .gender = pl
# source-hash: ae172dc0581d
-card-man-v002 =
    { $case ->
       *[nom] Profesor Gorgonax
        [gen] Profesora Gorgonaxa
        [dat] Profesorowi Gorgonaxowi
        [acc] Profesora Gorgonaxa
        [ins] Profesorem Gorgonaxem
        [loc] Profesorze Gorgonaksie
    }
    .gender = masc
    .animacy = anim
# source-hash: e47926d8b91c
-card-man-l002 =
    { $case ->
       *[nom] Pan Kamyczek
        [gen] Pana Kamyczka
        [dat] Panu Kamyczkowi
        [acc] Pana Kamyczka
        [ins] Panem Kamyczkiem
        [loc] Panu Kamyczku
    }
    .gender = masc
    .animacy = anim

## The value sets' words (-<set>-<value>), as the generator asks for them: each spelled
## through the game term above, so a word is translated once

# source-hash: 355ff1b2cd68
-resource-money =
    { $case ->
       *[nom] { -money }
        [gen] { -money(case: "gen") }
        [dat] { -money(case: "dat") }
        [acc] { -money(case: "acc") }
        [ins] { -money(case: "ins") }
        [loc] { -money(case: "loc") }
        [nom-pl] { -money(case: "gen") }
        [gen-pl] { -money(case: "gen") }
        [dat-pl] { -money(case: "dat") }
        [acc-pl] { -money(case: "gen") }
        [ins-pl] { -money(case: "ins") }
        [loc-pl] { -money(case: "loc") }
    }
    .gender = pl
# source-hash: 7b34f55c83a7
-resource-infamy =
    { $case ->
       *[nom] { -infamy }
        [gen] { -infamy(case: "gen") }
        [dat] { -infamy(case: "dat") }
        [acc] { -infamy(case: "acc") }
        [ins] { -infamy(case: "ins") }
        [loc] { -infamy(case: "loc") }
        [nom-pl] { -infamy(case: "gen") }
        [gen-pl] { -infamy(case: "gen") }
        [dat-pl] { -infamy(case: "dat") }
        [acc-pl] { -infamy(case: "gen") }
        [ins-pl] { -infamy(case: "ins") }
        [loc-pl] { -infamy(case: "loc") }
    }
    .gender = fem
# source-hash: 7f6748815f9c
-resource-weeks =
    { $case ->
       *[nom] { -week }
        [gen] { -week(case: "gen") }
        [dat] { -week(case: "dat") }
        [acc] { -week(case: "acc") }
        [ins] { -week(case: "ins") }
        [loc] { -week(case: "loc") }
        [nom-pl] { -week(case: "nom-pl") }
        [gen-pl] { -week(case: "gen-pl") }
        [dat-pl] { -week(case: "dat-pl") }
        [acc-pl] { -week(case: "acc-pl") }
        [ins-pl] { -week(case: "ins-pl") }
        [loc-pl] { -week(case: "loc-pl") }
    }
    .gender = masc
    .animacy = inan
# source-hash: 79007f047762
-currency-money =
    { $case ->
       *[nom] { -money }
        [gen] { -money(case: "gen") }
        [dat] { -money(case: "dat") }
        [acc] { -money(case: "acc") }
        [ins] { -money(case: "ins") }
        [loc] { -money(case: "loc") }
        [nom-pl] { -money(case: "gen") }
        [gen-pl] { -money(case: "gen") }
        [dat-pl] { -money(case: "dat") }
        [acc-pl] { -money(case: "gen") }
        [ins-pl] { -money(case: "ins") }
        [loc-pl] { -money(case: "loc") }
    }
    .gender = pl
# source-hash: b6419f90972c
-prize-infamy =
    { $case ->
       *[nom] { -infamy }
        [gen] { -infamy(case: "gen") }
        [dat] { -infamy(case: "dat") }
        [acc] { -infamy(case: "acc") }
        [ins] { -infamy(case: "ins") }
        [loc] { -infamy(case: "loc") }
        [nom-pl] { -infamy(case: "gen") }
        [gen-pl] { -infamy(case: "gen") }
        [dat-pl] { -infamy(case: "dat") }
        [acc-pl] { -infamy(case: "gen") }
        [ins-pl] { -infamy(case: "ins") }
        [loc-pl] { -infamy(case: "loc") }
    }
    .gender = fem
# source-hash: 0985a75b3603
-prize-money =
    { $case ->
       *[nom] { -money }
        [gen] { -money(case: "gen") }
        [dat] { -money(case: "dat") }
        [acc] { -money(case: "acc") }
        [ins] { -money(case: "ins") }
        [loc] { -money(case: "loc") }
        [nom-pl] { -money(case: "gen") }
        [gen-pl] { -money(case: "gen") }
        [dat-pl] { -money(case: "dat") }
        [acc-pl] { -money(case: "gen") }
        [ins-pl] { -money(case: "ins") }
        [loc-pl] { -money(case: "loc") }
    }
    .gender = pl
# source-hash: 216386f213d4
-henchman-type-beast =
    { $case ->
       *[nom] { -beast }
        [gen] { -beast(case: "gen") }
        [dat] { -beast(case: "dat") }
        [acc] { -beast(case: "acc") }
        [ins] { -beast(case: "ins") }
        [loc] { -beast(case: "loc") }
        [nom-pl] { -beast(case: "nom-pl") }
        [gen-pl] { -beast(case: "gen-pl") }
        [dat-pl] { -beast(case: "dat-pl") }
        [acc-pl] { -beast(case: "acc-pl") }
        [ins-pl] { -beast(case: "ins-pl") }
        [loc-pl] { -beast(case: "loc-pl") }
    }
    .gender = fem
# source-hash: 82237e4d8526
-henchman-type-criminal =
    { $case ->
       *[nom] { -criminal }
        [gen] { -criminal(case: "gen") }
        [dat] { -criminal(case: "dat") }
        [acc] { -criminal(case: "acc") }
        [ins] { -criminal(case: "ins") }
        [loc] { -criminal(case: "loc") }
        [nom-pl] { -criminal(case: "nom-pl") }
        [gen-pl] { -criminal(case: "gen-pl") }
        [dat-pl] { -criminal(case: "dat-pl") }
        [acc-pl] { -criminal(case: "acc-pl") }
        [ins-pl] { -criminal(case: "ins-pl") }
        [loc-pl] { -criminal(case: "loc-pl") }
    }
    .gender = masc
    .animacy = anim
# source-hash: e470075edc30
-henchman-type-scientist =
    { $case ->
       *[nom] { -scientist }
        [gen] { -scientist(case: "gen") }
        [dat] { -scientist(case: "dat") }
        [acc] { -scientist(case: "acc") }
        [ins] { -scientist(case: "ins") }
        [loc] { -scientist(case: "loc") }
        [nom-pl] { -scientist(case: "nom-pl") }
        [gen-pl] { -scientist(case: "gen-pl") }
        [dat-pl] { -scientist(case: "dat-pl") }
        [acc-pl] { -scientist(case: "acc-pl") }
        [ins-pl] { -scientist(case: "ins-pl") }
        [loc-pl] { -scientist(case: "loc-pl") }
    }
    .gender = masc
    .animacy = anim
# source-hash: 45f7a5a40347
-henchman-type-mystic =
    { $case ->
       *[nom] { -mystic }
        [gen] { -mystic(case: "gen") }
        [dat] { -mystic(case: "dat") }
        [acc] { -mystic(case: "acc") }
        [ins] { -mystic(case: "ins") }
        [loc] { -mystic(case: "loc") }
        [nom-pl] { -mystic(case: "nom-pl") }
        [gen-pl] { -mystic(case: "gen-pl") }
        [dat-pl] { -mystic(case: "dat-pl") }
        [acc-pl] { -mystic(case: "acc-pl") }
        [ins-pl] { -mystic(case: "ins-pl") }
        [loc-pl] { -mystic(case: "loc-pl") }
    }
    .gender = masc
    .animacy = anim
# source-hash: 3d5ad7f1bb41
-trait-brawn =
    { $case ->
       *[nom] { -brawn }
        [gen] { -brawn(case: "gen") }
        [dat] { -brawn(case: "dat") }
        [acc] { -brawn(case: "acc") }
        [ins] { -brawn(case: "ins") }
        [loc] { -brawn(case: "loc") }
    }
    .gender = fem
# source-hash: 07a54845d207
-trait-stealth =
    { $case ->
       *[nom] { -stealth }
        [gen] { -stealth(case: "gen") }
        [dat] { -stealth(case: "dat") }
        [acc] { -stealth(case: "acc") }
        [ins] { -stealth(case: "ins") }
        [loc] { -stealth(case: "loc") }
    }
    .gender = fem
# source-hash: cab660b78db1
-trait-intellect =
    { $case ->
       *[nom] { -intellect }
        [gen] { -intellect(case: "gen") }
        [dat] { -intellect(case: "dat") }
        [acc] { -intellect(case: "acc") }
        [ins] { -intellect(case: "ins") }
        [loc] { -intellect(case: "loc") }
    }
    .gender = masc
    .animacy = inan
# source-hash: 902ed047b03a
-trait-magic =
    { $case ->
       *[nom] { -magic }
        [gen] { -magic(case: "gen") }
        [dat] { -magic(case: "dat") }
        [acc] { -magic(case: "acc") }
        [ins] { -magic(case: "ins") }
        [loc] { -magic(case: "loc") }
    }
    .gender = fem
# source-hash: e4277cb7d406
-difficulty-easy =
    { $case ->
       *[nom] { -easy }
        [gen] { -easy(case: "gen") }
        [dat] { -easy(case: "dat") }
        [acc] { -easy(case: "acc") }
        [ins] { -easy(case: "ins") }
        [loc] { -easy(case: "loc") }
    }
# source-hash: c2fe4ef1fbbc
-difficulty-hard =
    { $case ->
       *[nom] { -hard }
        [gen] { -hard(case: "gen") }
        [dat] { -hard(case: "dat") }
        [acc] { -hard(case: "acc") }
        [ins] { -hard(case: "ins") }
        [loc] { -hard(case: "loc") }
    }
# source-hash: 319d0d65d7c9
-difficulty-legendary =
    { $case ->
       *[nom] { -legendary }
        [gen] { -legendary(case: "gen") }
        [dat] { -legendary(case: "dat") }
        [acc] { -legendary(case: "acc") }
        [ins] { -legendary(case: "ins") }
        [loc] { -legendary(case: "loc") }
    }
# source-hash: bb5bce0be604
-continent-north-america =
    { $case ->
       *[nom] { -north-america }
        [gen] { -north-america(case: "gen") }
        [dat] { -north-america(case: "dat") }
        [acc] { -north-america(case: "acc") }
        [ins] { -north-america(case: "ins") }
        [loc] { -north-america(case: "loc") }
    }
    .gender = fem
# source-hash: a2a6ee4da936
-continent-south-america =
    { $case ->
       *[nom] { -south-america }
        [gen] { -south-america(case: "gen") }
        [dat] { -south-america(case: "dat") }
        [acc] { -south-america(case: "acc") }
        [ins] { -south-america(case: "ins") }
        [loc] { -south-america(case: "loc") }
    }
    .gender = fem
# source-hash: b4a78b4895a8
-continent-europe =
    { $case ->
       *[nom] { -europe }
        [gen] { -europe(case: "gen") }
        [dat] { -europe(case: "dat") }
        [acc] { -europe(case: "acc") }
        [ins] { -europe(case: "ins") }
        [loc] { -europe(case: "loc") }
    }
    .gender = fem
# source-hash: 0704b80e2191
-continent-africa =
    { $case ->
       *[nom] { -africa }
        [gen] { -africa(case: "gen") }
        [dat] { -africa(case: "dat") }
        [acc] { -africa(case: "acc") }
        [ins] { -africa(case: "ins") }
        [loc] { -africa(case: "loc") }
    }
    .gender = fem
# source-hash: 536ea257e43b
-continent-asia =
    { $case ->
       *[nom] { -asia }
        [gen] { -asia(case: "gen") }
        [dat] { -asia(case: "dat") }
        [acc] { -asia(case: "acc") }
        [ins] { -asia(case: "ins") }
        [loc] { -asia(case: "loc") }
    }
    .gender = fem
# source-hash: fa0b308fc85d
-continent-australia =
    { $case ->
       *[nom] { -australia }
        [gen] { -australia(case: "gen") }
        [dat] { -australia(case: "dat") }
        [acc] { -australia(case: "acc") }
        [ins] { -australia(case: "ins") }
        [loc] { -australia(case: "loc") }
    }
    .gender = fem
# source-hash: 0676acfab90a
-location-underground =
    { $case ->
       *[nom] { -underground }
        [gen] { -underground(case: "gen") }
        [dat] { -underground(case: "dat") }
        [acc] { -underground(case: "acc") }
        [ins] { -underground(case: "ins") }
        [loc] { -underground(case: "loc") }
    }
    .gender = neut
# source-hash: 39c80af22f32
-location-hoodlum-hospital =
    { $case ->
       *[nom] { -hoodlum-hospital }
        [gen] { -hoodlum-hospital(case: "gen") }
        [dat] { -hoodlum-hospital(case: "dat") }
        [acc] { -hoodlum-hospital(case: "acc") }
        [ins] { -hoodlum-hospital(case: "ins") }
        [loc] { -hoodlum-hospital(case: "loc") }
    }
    .gender = masc
    .animacy = inan
# source-hash: a3f38ee026a3
-location-lucifers-lounge =
    { $case ->
       *[nom] { -lucifers-lounge }
        [gen] { -lucifers-lounge(case: "gen") }
        [dat] { -lucifers-lounge(case: "dat") }
        [acc] { -lucifers-lounge(case: "acc") }
        [ins] { -lucifers-lounge(case: "ins") }
        [loc] { -lucifers-lounge(case: "loc") }
    }
    .gender = masc
    .animacy = inan
# source-hash: 99d3fb08e1d7
-room-type-action = Pomieszczenie akcji
    .gender = neut
# source-hash: a948ecc4387f
-room-type-contract = Pomieszczenie kontraktowe
    .gender = neut

## Card backs: the game's title and its decks' names as a back prints them (toolkit/render/cardtext.py)
# source-hash: 2edda6a4cc0c
-game-title = Maniacal
# source-hash: de3f3ad78ad6
-deck-contracts = Kontrakty
# source-hash: 9c86346a6b14
-deck-finales = Finały
# source-hash: eb602224f083
-deck-henchmen = Poplecznicy
# source-hash: 50e289d6f858
-deck-heroes = Bohaterowie
# source-hash: 0979924ab296
-deck-mercenaries = Najemnicy
# source-hash: 02997e1c21ae
-deck-powers = Moce
# source-hash: 5a2cafd42669
-deck-rooms = Pokoje
# source-hash: 2eb9238024c5
-deck-schemes = Intrygi
