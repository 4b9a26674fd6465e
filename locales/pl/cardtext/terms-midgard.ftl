# Champions of Midgard: the termbase (Polish). Forms by $case: nom gen dat acc ins loc, and the same
# with "-pl" for a counted noun; .gender (masc, fem, neut, pl) and .animacy (anim: the accusative is
# the genitive, "pokonaj trolla"; for persons the plural accusative too, "wojowników").


## Resources (B.41)

# source-hash: ac3e6c213dd4
-glory =
    { $case ->
       *[nom] Chwała
        [gen] Chwały
        [dat] Chwale
        [acc] Chwałę
        [ins] Chwałą
        [loc] Chwale
    }
    .gender = fem
# source-hash: 2c25efeb5b4b
-favor =
    { $case ->
       *[nom] Łaska
        [gen] Łaski
        [dat] Łasce
        [acc] Łaskę
        [ins] Łaską
        [loc] Łasce
    }
    .gender = fem
# source-hash: a076fe0298ff
-blame =
    { $case ->
       *[nom] Wina
        [gen] Winy
        [dat] Winie
        [acc] Winę
        [ins] Winą
        [loc] Winie
    }
    .gender = fem
# source-hash: 59cfaf38b178
-food =
    { $case ->
       *[nom] żywność
        [gen] żywności
        [dat] żywności
        [acc] żywność
        [ins] żywnością
        [loc] żywności
    }
    .gender = fem
# source-hash: 406cb7c95541
-wood =
    { $case ->
       *[nom] drewno
        [gen] drewna
        [dat] drewnu
        [acc] drewno
        [ins] drewnem
        [loc] drewnie
    }
    .gender = neut
# source-hash: 6fff4bb90d0e
-coin =
    { $case ->
       *[nom] moneta
        [gen] monety
        [dat] monecie
        [acc] monetę
        [ins] monetą
        [loc] monecie
        [nom-pl] monety
        [gen-pl] monet
        [dat-pl] monetom
        [acc-pl] monety
        [ins-pl] monetami
        [loc-pl] monetach
    }
    .gender = fem

## Warriors and dice (B.45)

# source-hash: 8a5729441e7b
-warrior =
    { $case ->
       *[nom] wojownik
        [gen] wojownika
        [dat] wojownikowi
        [acc] wojownika
        [ins] wojownikiem
        [loc] wojowniku
        [nom-pl] wojownicy
        [gen-pl] wojowników
        [dat-pl] wojownikom
        [acc-pl] wojowników
        [ins-pl] wojownikami
        [loc-pl] wojownikach
    }
    .gender = masc
    .animacy = anim
# source-hash: a9673dda3314
-swordsman =
    { $case ->
       *[nom] miecznik
        [gen] miecznika
        [dat] miecznikowi
        [acc] miecznika
        [ins] miecznikiem
        [loc] mieczniku
        [nom-pl] miecznicy
        [gen-pl] mieczników
        [dat-pl] miecznikom
        [acc-pl] mieczników
        [ins-pl] miecznikami
        [loc-pl] miecznikach
    }
    .gender = masc
    .animacy = anim
# source-hash: 572c60f571dd
-spearman =
    { $case ->
       *[nom] włócznik
        [gen] włócznika
        [dat] włócznikowi
        [acc] włócznika
        [ins] włócznikiem
        [loc] włóczniku
        [nom-pl] włócznicy
        [gen-pl] włóczników
        [dat-pl] włócznikom
        [acc-pl] włóczników
        [ins-pl] włócznikami
        [loc-pl] włócznikach
    }
    .gender = masc
    .animacy = anim
# source-hash: 6aedc08a36a4
-axeman =
    { $case ->
       *[nom] topornik
        [gen] topornika
        [dat] topornikowi
        [acc] topornika
        [ins] topornikiem
        [loc] toporniku
        [nom-pl] topornicy
        [gen-pl] toporników
        [dat-pl] topornikom
        [acc-pl] toporników
        [ins-pl] topornikami
        [loc-pl] topornikach
    }
    .gender = masc
    .animacy = anim
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
# source-hash: 3f457b3ead15
-hit =
    { $case ->
       *[nom] trafienie
        [gen] trafienia
        [dat] trafieniu
        [acc] trafienie
        [ins] trafieniem
        [loc] trafieniu
        [nom-pl] trafienia
        [gen-pl] trafień
        [dat-pl] trafieniom
        [acc-pl] trafienia
        [ins-pl] trafieniami
        [loc-pl] trafieniach
    }
    .gender = neut
# source-hash: 876549fd637a
-double-hit =
    { $case ->
       *[nom] podwójne trafienie
        [gen] podwójnego trafienia
        [dat] podwójnemu trafieniu
        [acc] podwójne trafienie
        [ins] podwójnym trafieniem
        [loc] podwójnym trafieniu
        [nom-pl] podwójne trafienia
        [gen-pl] podwójnych trafień
        [dat-pl] podwójnym trafieniom
        [acc-pl] podwójne trafienia
        [ins-pl] podwójnymi trafieniami
        [loc-pl] podwójnych trafieniach
    }
    .gender = neut
# source-hash: e785231cf793
-shield =
    { $case ->
       *[nom] tarcza
        [gen] tarczy
        [dat] tarczy
        [acc] tarczę
        [ins] tarczą
        [loc] tarczy
        [nom-pl] tarcze
        [gen-pl] tarcz
        [dat-pl] tarczom
        [acc-pl] tarcze
        [ins-pl] tarczami
        [loc-pl] tarczach
    }
    .gender = fem
# source-hash: a07e8dbaa901
-blank =
    { $case ->
       *[nom] pusta ścianka
        [gen] pustej ścianki
        [dat] pustej ściance
        [acc] pustą ściankę
        [ins] pustą ścianką
        [loc] pustej ściance
        [nom-pl] puste ścianki
        [gen-pl] pustych ścianek
        [dat-pl] pustym ściankom
        [acc-pl] puste ścianki
        [ins-pl] pustymi ściankami
        [loc-pl] pustych ściankach
    }
    .gender = fem
# source-hash: a44281d21b6c
-damage =
    { $case ->
       *[nom] obrażenie
        [gen] obrażenia
        [dat] obrażeniu
        [acc] obrażenie
        [ins] obrażeniem
        [loc] obrażeniu
        [nom-pl] obrażenia
        [gen-pl] obrażeń
        [dat-pl] obrażeniom
        [acc-pl] obrażenia
        [ins-pl] obrażeniami
        [loc-pl] obrażeniach
    }
    .gender = neut

## Enemies (B.46)

# source-hash: 656d6f0ee050
-enemy =
    { $case ->
       *[nom] wróg
        [gen] wroga
        [dat] wrogowi
        [acc] wroga
        [ins] wrogiem
        [loc] wrogu
        [nom-pl] wrogowie
        [gen-pl] wrogów
        [dat-pl] wrogom
        [acc-pl] wrogów
        [ins-pl] wrogami
        [loc-pl] wrogach
    }
    .gender = masc
    .animacy = anim
# source-hash: 97af1f3b7d76
-troll =
    { $case ->
       *[nom] troll
        [gen] trolla
        [dat] trollowi
        [acc] trolla
        [ins] trollem
        [loc] trollu
        [nom-pl] trolle
        [gen-pl] trolli
        [dat-pl] trollom
        [acc-pl] trolle
        [ins-pl] trollami
        [loc-pl] trollach
    }
    .gender = masc
    .animacy = anim
# source-hash: 0fa0fe23c69a
-draugr =
    { $case ->
       *[nom] draugr
        [gen] draugra
        [dat] draugrowi
        [acc] draugra
        [ins] draugrem
        [loc] draugrze
        [nom-pl] draugry
        [gen-pl] draugrów
        [dat-pl] draugrom
        [acc-pl] draugry
        [ins-pl] draugrami
        [loc-pl] draugrach
    }
    .gender = masc
    .animacy = anim
# source-hash: 23186f48cc1e
-monster =
    { $case ->
       *[nom] potwór
        [gen] potwora
        [dat] potworowi
        [acc] potwora
        [ins] potworem
        [loc] potworze
        [nom-pl] potwory
        [gen-pl] potworów
        [dat-pl] potworom
        [acc-pl] potwory
        [ins-pl] potworami
        [loc-pl] potworach
    }
    .gender = masc
    .animacy = anim
# source-hash: 83104aa0e1c4
-kraken =
    { $case ->
       *[nom] kraken
        [gen] krakena
        [dat] krakenowi
        [acc] krakena
        [ins] krakenem
        [loc] krakenie
    }
    .gender = masc
    .animacy = anim
# source-hash: 879d3220e3d4
-enemy-set =
    { $case ->
       *[nom] zestaw wrogów
        [gen] zestawu wrogów
        [dat] zestawowi wrogów
        [acc] zestaw wrogów
        [ins] zestawem wrogów
        [loc] zestawie wrogów
        [nom-pl] zestawy wrogów
        [gen-pl] zestawów wrogów
        [dat-pl] zestawom wrogów
        [acc-pl] zestawy wrogów
        [ins-pl] zestawami wrogów
        [loc-pl] zestawach wrogów
    }
    .gender = masc
    .animacy = inan

## Cards, pieces and places

# source-hash: d4f4b16c2bde
-journey =
    { $case ->
       *[nom] karta podróży
        [gen] karty podróży
        [dat] karcie podróży
        [acc] kartę podróży
        [ins] kartą podróży
        [loc] karcie podróży
        [nom-pl] karty podróży
        [gen-pl] kart podróży
        [dat-pl] kartom podróży
        [acc-pl] karty podróży
        [ins-pl] kartami podróży
        [loc-pl] kartach podróży
    }
    .gender = fem
# source-hash: a0fa3f21eb32
-rune =
    { $case ->
       *[nom] runa
        [gen] runy
        [dat] runie
        [acc] runę
        [ins] runą
        [loc] runie
        [nom-pl] runy
        [gen-pl] run
        [dat-pl] runom
        [acc-pl] runy
        [ins-pl] runami
        [loc-pl] runach
    }
    .gender = fem
# source-hash: df139d0b251a
-destiny =
    { $case ->
       *[nom] karta przeznaczenia
        [gen] karty przeznaczenia
        [dat] karcie przeznaczenia
        [acc] kartę przeznaczenia
        [ins] kartą przeznaczenia
        [loc] karcie przeznaczenia
        [nom-pl] karty przeznaczenia
        [gen-pl] kart przeznaczenia
        [dat-pl] kartom przeznaczenia
        [acc-pl] karty przeznaczenia
        [ins-pl] kartami przeznaczenia
        [loc-pl] kartach przeznaczenia
    }
    .gender = fem
# source-hash: 709e10c2f72d
-merchant-ship =
    { $case ->
       *[nom] statek kupiecki
        [gen] statku kupieckiego
        [dat] statkowi kupieckiemu
        [acc] statek kupiecki
        [ins] statkiem kupieckim
        [loc] statku kupieckim
        [nom-pl] statki kupieckie
        [gen-pl] statków kupieckich
        [dat-pl] statkom kupieckim
        [acc-pl] statki kupieckie
        [ins-pl] statkami kupieckimi
        [loc-pl] statkach kupieckich
    }
    .gender = masc
    .animacy = inan
# source-hash: 66c023939a3c
-longship =
    { $case ->
       *[nom] drakkar
        [gen] drakkara
        [dat] drakkarowi
        [acc] drakkar
        [ins] drakkarem
        [loc] drakkarze
        [nom-pl] drakkary
        [gen-pl] drakkarów
        [dat-pl] drakkarom
        [acc-pl] drakkary
        [ins-pl] drakkarami
        [loc-pl] drakkarach
    }
    .gender = masc
    .animacy = inan
# source-hash: 56fc19e89048
-worker =
    { $case ->
       *[nom] robotnik
        [gen] robotnika
        [dat] robotnikowi
        [acc] robotnika
        [ins] robotnikiem
        [loc] robotniku
        [nom-pl] robotnicy
        [gen-pl] robotników
        [dat-pl] robotnikom
        [acc-pl] robotników
        [ins-pl] robotnikami
        [loc-pl] robotnikach
    }
    .gender = masc
    .animacy = anim
# source-hash: 556d7effce4d
-leader =
    { $case ->
       *[nom] przywódca
        [gen] przywódcy
        [dat] przywódcy
        [acc] przywódcę
        [ins] przywódcą
        [loc] przywódcy
    }
    .gender = masc
    .animacy = anim
# source-hash: 8ae446d0943f
-first-player =
    { $case ->
       *[nom] znacznik pierwszego gracza
        [gen] znacznika pierwszego gracza
        [dat] znacznikowi pierwszego gracza
        [acc] znacznik pierwszego gracza
        [ins] znacznikiem pierwszego gracza
        [loc] znaczniku pierwszego gracza
    }
    .gender = masc
    .animacy = inan
# source-hash: 2050a0bf91a1
-market-stall =
    { $case ->
       *[nom] stragan
        [gen] straganu
        [dat] straganowi
        [acc] stragan
        [ins] straganem
        [loc] straganie
    }
    .gender = masc
    .animacy = inan
# source-hash: 642855ffff77
-space =
    { $case ->
       *[nom] pole
        [gen] pola
        [dat] polu
        [acc] pole
        [ins] polem
        [loc] polu
    }
    .gender = neut
# source-hash: 11fcef27dc0e
-combat =
    { $case ->
       *[nom] walka
        [gen] walki
        [dat] walce
        [acc] walkę
        [ins] walką
        [loc] walce
    }
    .gender = fem
# source-hash: 7cb1c35f53b6
-round =
    { $case ->
       *[nom] runda
        [gen] rundy
        [dat] rundzie
        [acc] rundę
        [ins] rundą
        [loc] rundzie
    }
    .gender = fem

## Colours (B.51), adjectives agreeing with "wróg"; kinds of space (B.40), with "pole"; stalls, with "stragan"

# source-hash: 0d6dddf52bc8
-red =
    { $case ->
       *[nom] czerwony
        [gen] czerwonego
        [dat] czerwonemu
        [acc] czerwonego
        [ins] czerwonym
        [loc] czerwonym
    }
# source-hash: eb135e343d3b
-yellow =
    { $case ->
       *[nom] żółty
        [gen] żółtego
        [dat] żółtemu
        [acc] żółtego
        [ins] żółtym
        [loc] żółtym
    }
# source-hash: d2f36a2f1a9e
-blue =
    { $case ->
       *[nom] niebieski
        [gen] niebieskiego
        [dat] niebieskiemu
        [acc] niebieskiego
        [ins] niebieskim
        [loc] niebieskim
    }
# source-hash: 9845dba949cb
-brown =
    { $case ->
       *[nom] brązowe
        [gen] brązowego
        [dat] brązowemu
        [acc] brązowe
        [ins] brązowym
        [loc] brązowym
    }
# source-hash: 6cec9188779e
-military =
    { $case ->
       *[nom] wojskowy
        [gen] wojskowego
        [dat] wojskowemu
        [acc] wojskowy
        [ins] wojskowym
        [loc] wojskowym
    }
# source-hash: 1d71e384960b
-economic =
    { $case ->
       *[nom] ekonomiczny
        [gen] ekonomicznego
        [dat] ekonomicznemu
        [acc] ekonomiczny
        [ins] ekonomicznym
        [loc] ekonomicznym
    }

## Card names: a title that is a phrase keeps one form in every case; .gender is its kind's noun's

# source-hash: 7bdd90ccf03d
-card-mid-l001 =
    { $case ->
       *[nom] Svanhild Mieczowa Panna
        [gen] Svanhild Mieczowej Panny
        [dat] Svanhild Mieczowej Pannie
        [acc] Svanhild Mieczową Pannę
        [ins] Svanhild Mieczową Panną
        [loc] Svanhild Mieczowej Pannie
    }
    .gender = fem
# source-hash: 55ea9864d7d6
-card-mid-l002 =
    { $case ->
       *[nom] Gylfi Żeglarz
        [gen] Gylfiego Żeglarza
        [dat] Gylfiemu Żeglarzowi
        [acc] Gylfiego Żeglarza
        [ins] Gylfim Żeglarzem
        [loc] Gylfim Żeglarzu
    }
    .gender = masc
    .animacy = anim
# source-hash: 2d6234283c47
-card-mid-w001 =
    { $case ->
       *[nom] Miecznik
        [gen] Miecznika
        [dat] Miecznikowi
        [acc] Miecznika
        [ins] Miecznikiem
        [loc] Mieczniku
    }
    .gender = masc
    .animacy = anim
# source-hash: 873f9bcba882
-card-mid-w002 =
    { $case ->
       *[nom] Włócznik
        [gen] Włócznika
        [dat] Włócznikowi
        [acc] Włócznika
        [ins] Włócznikiem
        [loc] Włóczniku
    }
    .gender = masc
    .animacy = anim
# source-hash: 7d048f0e8b73
-card-mid-w003 =
    { $case ->
       *[nom] Topornik
        [gen] Topornika
        [dat] Topornikowi
        [acc] Topornika
        [ins] Topornikiem
        [loc] Toporniku
    }
    .gender = masc
    .animacy = anim
# source-hash: aa2fb52d299e
-card-mid-o001 =
    { $case ->
       *[nom] Duży drakkar publiczny
        [gen] Dużego drakkara publicznego
        [dat] Dużemu drakkarowi publicznemu
        [acc] Duży drakkar publiczny
        [ins] Dużym drakkarem publicznym
        [loc] Dużym drakkarze publicznym
    }
    .gender = masc
    .animacy = inan
# source-hash: dc23a47dcedc
-card-mid-o002 =
    { $case ->
       *[nom] Morski Ogier
        [gen] Morskiego Ogiera
        [dat] Morskiemu Ogierowi
        [acc] Morski Ogier
        [ins] Morskim Ogierem
        [loc] Morskim Ogierze
    }
    .gender = masc
    .animacy = inan
# source-hash: 0ddaa0f79d7f
-card-mid-k001 =
    { $case ->
       *[nom] Stojak na broń
        [gen] Stojaka na broń
        [dat] Stojakowi na broń
        [acc] Stojak na broń
        [ins] Stojakiem na broń
        [loc] Stojaku na broń
    }
    .gender = masc
    .animacy = inan
# source-hash: 2cdabc3a9369
-card-mid-b001 =
    { $case ->
       *[nom] Kuźnia
        [gen] Kuźni
        [dat] Kuźni
        [acc] Kuźnię
        [ins] Kuźnią
        [loc] Kuźni
    }
    .gender = fem
# source-hash: a4de396540ad
-card-mid-b002 =
    { $case ->
       *[nom] Długi Dom Jarla
        [gen] Długiego Domu Jarla
        [dat] Długiemu Domowi Jarla
        [acc] Długi Dom Jarla
        [ins] Długim Domem Jarla
        [loc] Długim Domu Jarla
    }
    .gender = masc
    .animacy = inan
# source-hash: 3babcf5c8e51
-card-mid-b003 =
    { $case ->
       *[nom] Tereny łowieckie
        [gen] Terenów łowieckich
        [dat] Terenom łowieckim
        [acc] Tereny łowieckie
        [ins] Terenami łowieckimi
        [loc] Terenach łowieckich
    }
    .gender = pl
# source-hash: 6d68fbdbde81
-card-mid-b004 =
    { $case ->
       *[nom] Dom Mędrca
        [gen] Domu Mędrca
        [dat] Domowi Mędrca
        [acc] Dom Mędrca
        [ins] Domem Mędrca
        [loc] Domu Mędrca
    }
    .gender = masc
    .animacy = inan
# source-hash: 54ad1bc8b7a3
-card-mid-r001 =
    { $case ->
       *[nom] Runa Ponurego Topora
        [gen] Runy Ponurego Topora
        [dat] Runie Ponurego Topora
        [acc] Runę Ponurego Topora
        [ins] Runą Ponurego Topora
        [loc] Runie Ponurego Topora
    }
    .gender = fem
# source-hash: 3797792f9435
-card-mid-r002 =
    { $case ->
       *[nom] Runa Pomyślnych Wiatrów
        [gen] Runy Pomyślnych Wiatrów
        [dat] Runie Pomyślnych Wiatrów
        [acc] Runę Pomyślnych Wiatrów
        [ins] Runą Pomyślnych Wiatrów
        [loc] Runie Pomyślnych Wiatrów
    }
    .gender = fem
# source-hash: dd86e97749de
-card-mid-y001 =
    { $case ->
       *[nom] Zguba Draugrów
        [gen] Zguby Draugrów
        [dat] Zgubie Draugrów
        [acc] Zgubę Draugrów
        [ins] Zgubą Draugrów
        [loc] Zgubie Draugrów
    }
    .gender = fem
# source-hash: 3ecbb1bc2fd2
-card-mid-y002 =
    { $case ->
       *[nom] Pełne spiżarnie
        [gen] Pełnych spiżarni
        [dat] Pełnym spiżarniom
        [acc] Pełne spiżarnie
        [ins] Pełnymi spiżarniami
        [loc] Pełnych spiżarniach
    }
    .gender = pl
# source-hash: a196e2312362
-card-mid-s001 =
    { $case ->
       *[nom] Knara z Hedeby
        [gen] Knary z Hedeby
        [dat] Knarze z Hedeby
        [acc] Knarę z Hedeby
        [ins] Knarą z Hedeby
        [loc] Knarze z Hedeby
    }
    .gender = fem
# source-hash: f9c30d52628e
-card-mid-t001 =
    { $case ->
       *[nom] Burczybrzuch z Mostu Celnego
        [gen] Burczybrzucha z Mostu Celnego
        [dat] Burczybrzuchowi z Mostu Celnego
        [acc] Burczybrzucha z Mostu Celnego
        [ins] Burczybrzuchem z Mostu Celnego
        [loc] Burczybrzuchu z Mostu Celnego
    }
    .gender = masc
    .animacy = anim
# source-hash: a5e835c71d87
-card-mid-t002 =
    { $case ->
       *[nom] Stary Mchogrzbiet
        [gen] Starego Mchogrzbieta
        [dat] Staremu Mchogrzbietowi
        [acc] Starego Mchogrzbieta
        [ins] Starym Mchogrzbietem
        [loc] Starym Mchogrzbiecie
    }
    .gender = masc
    .animacy = anim
# source-hash: 7de7611fb5c3
-card-mid-d001 =
    { $case ->
       *[nom] Kurhannik z Szarego Wzgórza
        [gen] Kurhannika z Szarego Wzgórza
        [dat] Kurhannikowi z Szarego Wzgórza
        [acc] Kurhannika z Szarego Wzgórza
        [ins] Kurhannikiem z Szarego Wzgórza
        [loc] Kurhanniku z Szarego Wzgórza
    }
    .gender = masc
    .animacy = anim
# source-hash: a69732a3994b
-card-mid-d002 =
    { $case ->
       *[nom] Grzechoczący Żniwiarz
        [gen] Grzechoczącego Żniwiarza
        [dat] Grzechoczącemu Żniwiarzowi
        [acc] Grzechoczącego Żniwiarza
        [ins] Grzechoczącym Żniwiarzem
        [loc] Grzechoczącym Żniwiarzu
    }
    .gender = masc
    .animacy = anim
# source-hash: 0ef9545a63e4
-card-mid-m001 =
    { $case ->
       *[nom] Miot bagiennych wilków
        [gen] Miotu bagiennych wilków
        [dat] Miotowi bagiennych wilków
        [acc] Miot bagiennych wilków
        [ins] Miotem bagiennych wilków
        [loc] Miocie bagiennych wilków
    }
    .gender = masc
    .animacy = inan
# source-hash: 275b96a82b70
-card-mid-m002 =
    { $case ->
       *[nom] Wąż Przypływu ze Szkiery
        [gen] Węża Przypływu ze Szkiery
        [dat] Wężowi Przypływu ze Szkiery
        [acc] Węża Przypływu ze Szkiery
        [ins] Wężem Przypływu ze Szkiery
        [loc] Wężu Przypływu ze Szkiery
    }
    .gender = masc
    .animacy = anim
# source-hash: 7331c70503e2
-card-mid-j001 =
    { $case ->
       *[nom] Szkwał od fiordu
        [gen] Szkwału od fiordu
        [dat] Szkwałowi od fiordu
        [acc] Szkwał od fiordu
        [ins] Szkwałem od fiordu
        [loc] Szkwale od fiordu
    }
    .gender = masc
    .animacy = inan
# source-hash: ef3280f24969
-card-mid-j002 =
    { $case ->
       *[nom] Szklana cisza
        [gen] Szklanej ciszy
        [dat] Szklanej ciszy
        [acc] Szklaną ciszę
        [ins] Szklaną ciszą
        [loc] Szklanej ciszy
    }
    .gender = fem
# source-hash: d8fd93a6e15a
-card-mid-j003 =
    { $case ->
       *[nom] Coś wielkiego w głębinie
        [gen] Coś wielkiego w głębinie
        [dat] Coś wielkiego w głębinie
        [acc] Coś wielkiego w głębinie
        [ins] Coś wielkiego w głębinie
        [loc] Coś wielkiego w głębinie
    }
    .gender = neut

## The value sets' words (-<set>-<value>), as the generator asks for them: each spelled
## through the game term above, so a word is translated once

# source-hash: 7d915f112020
-warrior-swordsman =
    { $case ->
       *[nom] { -swordsman }
        [gen] { -swordsman(case: "gen") }
        [dat] { -swordsman(case: "dat") }
        [acc] { -swordsman(case: "acc") }
        [ins] { -swordsman(case: "ins") }
        [loc] { -swordsman(case: "loc") }
        [nom-pl] { -swordsman(case: "nom-pl") }
        [gen-pl] { -swordsman(case: "gen-pl") }
        [dat-pl] { -swordsman(case: "dat-pl") }
        [acc-pl] { -swordsman(case: "acc-pl") }
        [ins-pl] { -swordsman(case: "ins-pl") }
        [loc-pl] { -swordsman(case: "loc-pl") }
    }
    .gender = masc
    .animacy = anim
# source-hash: 5a9a8f44d997
-warrior-spearman =
    { $case ->
       *[nom] { -spearman }
        [gen] { -spearman(case: "gen") }
        [dat] { -spearman(case: "dat") }
        [acc] { -spearman(case: "acc") }
        [ins] { -spearman(case: "ins") }
        [loc] { -spearman(case: "loc") }
        [nom-pl] { -spearman(case: "nom-pl") }
        [gen-pl] { -spearman(case: "gen-pl") }
        [dat-pl] { -spearman(case: "dat-pl") }
        [acc-pl] { -spearman(case: "acc-pl") }
        [ins-pl] { -spearman(case: "ins-pl") }
        [loc-pl] { -spearman(case: "loc-pl") }
    }
    .gender = masc
    .animacy = anim
# source-hash: 2db5af173864
-warrior-axeman =
    { $case ->
       *[nom] { -axeman }
        [gen] { -axeman(case: "gen") }
        [dat] { -axeman(case: "dat") }
        [acc] { -axeman(case: "acc") }
        [ins] { -axeman(case: "ins") }
        [loc] { -axeman(case: "loc") }
        [nom-pl] { -axeman(case: "nom-pl") }
        [gen-pl] { -axeman(case: "gen-pl") }
        [dat-pl] { -axeman(case: "dat-pl") }
        [acc-pl] { -axeman(case: "acc-pl") }
        [ins-pl] { -axeman(case: "ins-pl") }
        [loc-pl] { -axeman(case: "loc-pl") }
    }
    .gender = masc
    .animacy = anim
# source-hash: eb3b456dd8c2
-resource-food =
    { $case ->
       *[nom] { -food }
        [gen] { -food(case: "gen") }
        [dat] { -food(case: "dat") }
        [acc] { -food(case: "acc") }
        [ins] { -food(case: "ins") }
        [loc] { -food(case: "loc") }
        [nom-pl] { -food(case: "gen") }
        [gen-pl] { -food(case: "gen") }
        [dat-pl] { -food(case: "dat") }
        [acc-pl] { -food(case: "gen") }
        [ins-pl] { -food(case: "ins") }
        [loc-pl] { -food(case: "loc") }
    }
    .gender = fem
# source-hash: 56ddc9b9b673
-resource-wood =
    { $case ->
       *[nom] { -wood }
        [gen] { -wood(case: "gen") }
        [dat] { -wood(case: "dat") }
        [acc] { -wood(case: "acc") }
        [ins] { -wood(case: "ins") }
        [loc] { -wood(case: "loc") }
        [nom-pl] { -wood(case: "gen") }
        [gen-pl] { -wood(case: "gen") }
        [dat-pl] { -wood(case: "dat") }
        [acc-pl] { -wood(case: "gen") }
        [ins-pl] { -wood(case: "ins") }
        [loc-pl] { -wood(case: "loc") }
    }
    .gender = neut
# source-hash: 4e51def3fb81
-resource-coins =
    { $case ->
       *[nom] { -coin }
        [gen] { -coin(case: "gen") }
        [dat] { -coin(case: "dat") }
        [acc] { -coin(case: "acc") }
        [ins] { -coin(case: "ins") }
        [loc] { -coin(case: "loc") }
        [nom-pl] { -coin(case: "nom-pl") }
        [gen-pl] { -coin(case: "gen-pl") }
        [dat-pl] { -coin(case: "dat-pl") }
        [acc-pl] { -coin(case: "acc-pl") }
        [ins-pl] { -coin(case: "ins-pl") }
        [loc-pl] { -coin(case: "loc-pl") }
    }
    .gender = fem
# source-hash: 0c915f34677e
-resource-favor =
    { $case ->
       *[nom] { -favor }
        [gen] { -favor(case: "gen") }
        [dat] { -favor(case: "dat") }
        [acc] { -favor(case: "acc") }
        [ins] { -favor(case: "ins") }
        [loc] { -favor(case: "loc") }
        [nom-pl] { -favor(case: "gen") }
        [gen-pl] { -favor(case: "gen") }
        [dat-pl] { -favor(case: "dat") }
        [acc-pl] { -favor(case: "gen") }
        [ins-pl] { -favor(case: "ins") }
        [loc-pl] { -favor(case: "loc") }
    }
    .gender = fem
# source-hash: 712505d18798
-resource-blame =
    { $case ->
       *[nom] { -blame }
        [gen] { -blame(case: "gen") }
        [dat] { -blame(case: "dat") }
        [acc] { -blame(case: "acc") }
        [ins] { -blame(case: "ins") }
        [loc] { -blame(case: "loc") }
        [nom-pl] { -blame(case: "gen") }
        [gen-pl] { -blame(case: "gen") }
        [dat-pl] { -blame(case: "dat") }
        [acc-pl] { -blame(case: "gen") }
        [ins-pl] { -blame(case: "ins") }
        [loc-pl] { -blame(case: "loc") }
    }
    .gender = fem
# source-hash: 9a8fedcc4ff5
-resource-glory =
    { $case ->
       *[nom] { -glory }
        [gen] { -glory(case: "gen") }
        [dat] { -glory(case: "dat") }
        [acc] { -glory(case: "acc") }
        [ins] { -glory(case: "ins") }
        [loc] { -glory(case: "loc") }
        [nom-pl] { -glory(case: "gen") }
        [gen-pl] { -glory(case: "gen") }
        [dat-pl] { -glory(case: "dat") }
        [acc-pl] { -glory(case: "gen") }
        [ins-pl] { -glory(case: "ins") }
        [loc-pl] { -glory(case: "loc") }
    }
    .gender = fem
# source-hash: 0119abda9547
-goods-food =
    { $case ->
       *[nom] { -food }
        [gen] { -food(case: "gen") }
        [dat] { -food(case: "dat") }
        [acc] { -food(case: "acc") }
        [ins] { -food(case: "ins") }
        [loc] { -food(case: "loc") }
        [nom-pl] { -food(case: "gen") }
        [gen-pl] { -food(case: "gen") }
        [dat-pl] { -food(case: "dat") }
        [acc-pl] { -food(case: "gen") }
        [ins-pl] { -food(case: "ins") }
        [loc-pl] { -food(case: "loc") }
    }
    .gender = fem
# source-hash: 83050e6f9408
-goods-wood =
    { $case ->
       *[nom] { -wood }
        [gen] { -wood(case: "gen") }
        [dat] { -wood(case: "dat") }
        [acc] { -wood(case: "acc") }
        [ins] { -wood(case: "ins") }
        [loc] { -wood(case: "loc") }
        [nom-pl] { -wood(case: "gen") }
        [gen-pl] { -wood(case: "gen") }
        [dat-pl] { -wood(case: "dat") }
        [acc-pl] { -wood(case: "gen") }
        [ins-pl] { -wood(case: "ins") }
        [loc-pl] { -wood(case: "loc") }
    }
    .gender = neut
# source-hash: 2eb06cd8447e
-goods-coins =
    { $case ->
       *[nom] { -coin }
        [gen] { -coin(case: "gen") }
        [dat] { -coin(case: "dat") }
        [acc] { -coin(case: "acc") }
        [ins] { -coin(case: "ins") }
        [loc] { -coin(case: "loc") }
        [nom-pl] { -coin(case: "nom-pl") }
        [gen-pl] { -coin(case: "gen-pl") }
        [dat-pl] { -coin(case: "dat-pl") }
        [acc-pl] { -coin(case: "acc-pl") }
        [ins-pl] { -coin(case: "ins-pl") }
        [loc-pl] { -coin(case: "loc-pl") }
    }
    .gender = fem
# source-hash: 150ce531e42b
-goods-favor =
    { $case ->
       *[nom] { -favor }
        [gen] { -favor(case: "gen") }
        [dat] { -favor(case: "dat") }
        [acc] { -favor(case: "acc") }
        [ins] { -favor(case: "ins") }
        [loc] { -favor(case: "loc") }
        [nom-pl] { -favor(case: "gen") }
        [gen-pl] { -favor(case: "gen") }
        [dat-pl] { -favor(case: "dat") }
        [acc-pl] { -favor(case: "gen") }
        [ins-pl] { -favor(case: "ins") }
        [loc-pl] { -favor(case: "loc") }
    }
    .gender = fem
# source-hash: 9e64846198ee
-face-hit =
    { $case ->
       *[nom] { -hit }
        [gen] { -hit(case: "gen") }
        [dat] { -hit(case: "dat") }
        [acc] { -hit(case: "acc") }
        [ins] { -hit(case: "ins") }
        [loc] { -hit(case: "loc") }
        [nom-pl] { -hit(case: "nom-pl") }
        [gen-pl] { -hit(case: "gen-pl") }
        [dat-pl] { -hit(case: "dat-pl") }
        [acc-pl] { -hit(case: "acc-pl") }
        [ins-pl] { -hit(case: "ins-pl") }
        [loc-pl] { -hit(case: "loc-pl") }
    }
    .gender = neut
# source-hash: 07bc70551cda
-face-double-hit =
    { $case ->
       *[nom] { -double-hit }
        [gen] { -double-hit(case: "gen") }
        [dat] { -double-hit(case: "dat") }
        [acc] { -double-hit(case: "acc") }
        [ins] { -double-hit(case: "ins") }
        [loc] { -double-hit(case: "loc") }
        [nom-pl] { -double-hit(case: "nom-pl") }
        [gen-pl] { -double-hit(case: "gen-pl") }
        [dat-pl] { -double-hit(case: "dat-pl") }
        [acc-pl] { -double-hit(case: "acc-pl") }
        [ins-pl] { -double-hit(case: "ins-pl") }
        [loc-pl] { -double-hit(case: "loc-pl") }
    }
    .gender = neut
# source-hash: cbb14d3c66d9
-face-shield =
    { $case ->
       *[nom] { -shield }
        [gen] { -shield(case: "gen") }
        [dat] { -shield(case: "dat") }
        [acc] { -shield(case: "acc") }
        [ins] { -shield(case: "ins") }
        [loc] { -shield(case: "loc") }
        [nom-pl] { -shield(case: "nom-pl") }
        [gen-pl] { -shield(case: "gen-pl") }
        [dat-pl] { -shield(case: "dat-pl") }
        [acc-pl] { -shield(case: "acc-pl") }
        [ins-pl] { -shield(case: "ins-pl") }
        [loc-pl] { -shield(case: "loc-pl") }
    }
    .gender = fem
# source-hash: c7c1f29efcda
-face-blank =
    { $case ->
       *[nom] { -blank }
        [gen] { -blank(case: "gen") }
        [dat] { -blank(case: "dat") }
        [acc] { -blank(case: "acc") }
        [ins] { -blank(case: "ins") }
        [loc] { -blank(case: "loc") }
        [nom-pl] { -blank(case: "nom-pl") }
        [gen-pl] { -blank(case: "gen-pl") }
        [dat-pl] { -blank(case: "dat-pl") }
        [acc-pl] { -blank(case: "acc-pl") }
        [ins-pl] { -blank(case: "ins-pl") }
        [loc-pl] { -blank(case: "loc-pl") }
    }
    .gender = fem
# source-hash: 2aa037ab2dd2
-enemy-troll =
    { $case ->
       *[nom] { -troll }
        [gen] { -troll(case: "gen") }
        [dat] { -troll(case: "dat") }
        [acc] { -troll(case: "acc") }
        [ins] { -troll(case: "ins") }
        [loc] { -troll(case: "loc") }
        [nom-pl] { -troll(case: "nom-pl") }
        [gen-pl] { -troll(case: "gen-pl") }
        [dat-pl] { -troll(case: "dat-pl") }
        [acc-pl] { -troll(case: "acc-pl") }
        [ins-pl] { -troll(case: "ins-pl") }
        [loc-pl] { -troll(case: "loc-pl") }
    }
    .gender = masc
    .animacy = anim
# source-hash: 5c8beecacbff
-enemy-draugr =
    { $case ->
       *[nom] { -draugr }
        [gen] { -draugr(case: "gen") }
        [dat] { -draugr(case: "dat") }
        [acc] { -draugr(case: "acc") }
        [ins] { -draugr(case: "ins") }
        [loc] { -draugr(case: "loc") }
        [nom-pl] { -draugr(case: "nom-pl") }
        [gen-pl] { -draugr(case: "gen-pl") }
        [dat-pl] { -draugr(case: "dat-pl") }
        [acc-pl] { -draugr(case: "acc-pl") }
        [ins-pl] { -draugr(case: "ins-pl") }
        [loc-pl] { -draugr(case: "loc-pl") }
    }
    .gender = masc
    .animacy = anim
# source-hash: 3c2532c96c75
-enemy-monster =
    { $case ->
       *[nom] { -monster }
        [gen] { -monster(case: "gen") }
        [dat] { -monster(case: "dat") }
        [acc] { -monster(case: "acc") }
        [ins] { -monster(case: "ins") }
        [loc] { -monster(case: "loc") }
        [nom-pl] { -monster(case: "nom-pl") }
        [gen-pl] { -monster(case: "gen-pl") }
        [dat-pl] { -monster(case: "dat-pl") }
        [acc-pl] { -monster(case: "acc-pl") }
        [ins-pl] { -monster(case: "ins-pl") }
        [loc-pl] { -monster(case: "loc-pl") }
    }
    .gender = masc
    .animacy = anim
# source-hash: acc5a65b0137
-enemy-kraken =
    { $case ->
       *[nom] { -kraken }
        [gen] { -kraken(case: "gen") }
        [dat] { -kraken(case: "dat") }
        [acc] { -kraken(case: "acc") }
        [ins] { -kraken(case: "ins") }
        [loc] { -kraken(case: "loc") }
    }
    .gender = masc
    .animacy = anim
# source-hash: 6354c0475641
-colour-red =
    { $case ->
       *[nom] { -red }
        [gen] { -red(case: "gen") }
        [dat] { -red(case: "dat") }
        [acc] { -red(case: "acc") }
        [ins] { -red(case: "ins") }
        [loc] { -red(case: "loc") }
    }
# source-hash: 7360898b645e
-colour-yellow =
    { $case ->
       *[nom] { -yellow }
        [gen] { -yellow(case: "gen") }
        [dat] { -yellow(case: "dat") }
        [acc] { -yellow(case: "acc") }
        [ins] { -yellow(case: "ins") }
        [loc] { -yellow(case: "loc") }
    }
# source-hash: 7373575ba1b5
-colour-blue =
    { $case ->
       *[nom] { -blue }
        [gen] { -blue(case: "gen") }
        [dat] { -blue(case: "dat") }
        [acc] { -blue(case: "acc") }
        [ins] { -blue(case: "ins") }
        [loc] { -blue(case: "loc") }
    }
# source-hash: e0de01b9ca2c
-stall-military =
    { $case ->
       *[nom] { -military }
        [gen] { -military(case: "gen") }
        [dat] { -military(case: "dat") }
        [acc] { -military(case: "acc") }
        [ins] { -military(case: "ins") }
        [loc] { -military(case: "loc") }
    }
# source-hash: 6ee2450142b8
-stall-economic =
    { $case ->
       *[nom] { -economic }
        [gen] { -economic(case: "gen") }
        [dat] { -economic(case: "dat") }
        [acc] { -economic(case: "acc") }
        [ins] { -economic(case: "ins") }
        [loc] { -economic(case: "loc") }
    }
# source-hash: 046bb7d0280c
-space-brown = brązowe
# source-hash: 945060aa1383
-space-blue = niebieskie
# source-hash: 9bb00691b918
-space-red = czerwone

## What "the most" and "for each" count (B.55): -tally-<value>; "gen-pl" is the form after
## "najwięcej" and "ilość", "acc" the one after "za każdą/każdego/każdy"

# source-hash: d8c1464e6f99
-tally-food =
    { $case ->
       *[nom] żywność
        [gen] żywności
        [acc] żywność
        [gen-pl] żywności
    }
    .gender = fem
# source-hash: d7a4f4969325
-tally-wood =
    { $case ->
       *[nom] drewno
        [gen] drewna
        [acc] drewno
        [gen-pl] drewna
    }
    .gender = neut
# source-hash: 77ce0e766274
-tally-coins =
    { $case ->
       *[nom] moneta
        [gen] monety
        [acc] monetę
        [gen-pl] monet
    }
    .gender = fem
# source-hash: de476ce1eab0
-tally-favor =
    { $case ->
       *[nom] Łaska
        [gen] Łaski
        [acc] Łaskę
        [gen-pl] Łaski
    }
    .gender = fem
# source-hash: 55ddd2b0f540
-tally-glory =
    { $case ->
       *[nom] Chwała
        [gen] Chwały
        [acc] Chwałę
        [gen-pl] Chwały
    }
    .gender = fem
# source-hash: 4cca7c7b2831
-tally-blame =
    { $case ->
       *[nom] Wina
        [gen] Winy
        [acc] Winę
        [gen-pl] Winy
    }
    .gender = fem
# source-hash: 3926fcf9ae35
-tally-trolls =
    { $case ->
       *[nom] zabity troll
        [gen] zabitego trolla
        [acc] zabitego trolla
        [gen-pl] zabitych trolli
    }
    .gender = masc
    .animacy = anim
# source-hash: 9e43f86bc33f
-tally-draugr =
    { $case ->
       *[nom] zabity draugr
        [gen] zabitego draugra
        [acc] zabitego draugra
        [gen-pl] zabitych draugrów
    }
    .gender = masc
    .animacy = anim
# source-hash: ef8b8f69be3f
-tally-monsters =
    { $case ->
       *[nom] zabity potwór
        [gen] zabitego potwora
        [acc] zabitego potwora
        [gen-pl] zabitych potworów
    }
    .gender = masc
    .animacy = anim
# source-hash: 8481ee0be884
-tally-enemies =
    { $case ->
       *[nom] zabity wróg
        [gen] zabitego wroga
        [acc] zabitego wroga
        [gen-pl] zabitych wrogów
    }
    .gender = masc
    .animacy = anim
# source-hash: cf36ce17f497
-tally-warriors =
    { $case ->
       *[nom] kość wojownika
        [gen] kości wojownika
        [acc] kość wojownika
        [gen-pl] kości wojowników
    }
    .gender = fem
# source-hash: 3cea2b692a8a
-tally-runes =
    { $case ->
       *[nom] runa
        [gen] runy
        [acc] runę
        [gen-pl] run
    }
    .gender = fem

## Card backs: the game's title and its decks' names as a back prints them (toolkit/render/cardtext.py)
# source-hash: d55af493d606
-game-title = Champions of Midgard
# source-hash: 5c0fdb1f7a69
-deck-destinies = Przeznaczenia
# source-hash: febfb08e0be8
-deck-draugr = Draugry
# source-hash: 48ce26489690
-deck-journeys = Wyprawy
# source-hash: da3fada7a2a8
-deck-merchant-ships = Statki kupieckie
# source-hash: 13429fa497a7
-deck-monsters = Potwory
# source-hash: 40e00ff9160c
-deck-runes = Runy
# source-hash: 2d754e17db74
-deck-stalls = Kramy
# source-hash: 3ad75ae72710
-deck-trolls = Trolle
