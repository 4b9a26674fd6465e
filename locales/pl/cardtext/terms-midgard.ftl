# Champions of Midgard: the termbase (Polish). Forms by $case: nom gen dat acc ins loc, and the same
# with "-pl" for a counted noun; .gender (masc, fem, neut, pl) and .animacy (anim: the accusative is
# the genitive, "pokonaj trolla"; for persons the plural accusative too, "wojowników").

## Resources (B.41)

-glory = { $case ->
   *[nom] Chwała
    [gen] Chwały
    [dat] Chwale
    [acc] Chwałę
    [ins] Chwałą
    [loc] Chwale
 }
    .gender = fem
-favor = { $case ->
   *[nom] Łaska
    [gen] Łaski
    [dat] Łasce
    [acc] Łaskę
    [ins] Łaską
    [loc] Łasce
 }
    .gender = fem
-blame = { $case ->
   *[nom] Wina
    [gen] Winy
    [dat] Winie
    [acc] Winę
    [ins] Winą
    [loc] Winie
 }
    .gender = fem
-food = { $case ->
   *[nom] żywność
    [gen] żywności
    [dat] żywności
    [acc] żywność
    [ins] żywnością
    [loc] żywności
 }
    .gender = fem
-wood = { $case ->
   *[nom] drewno
    [gen] drewna
    [dat] drewnu
    [acc] drewno
    [ins] drewnem
    [loc] drewnie
 }
    .gender = neut
-coin = { $case ->
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

-warrior = { $case ->
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
-swordsman = { $case ->
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
-spearman = { $case ->
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
-axeman = { $case ->
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
-die = { $case ->
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
-hit = { $case ->
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
-double-hit = { $case ->
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
-shield = { $case ->
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
-blank = { $case ->
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
-damage = { $case ->
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

-enemy = { $case ->
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
-troll = { $case ->
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
-draugr = { $case ->
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
-monster = { $case ->
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
-kraken = { $case ->
   *[nom] kraken
    [gen] krakena
    [dat] krakenowi
    [acc] krakena
    [ins] krakenem
    [loc] krakenie
 }
    .gender = masc
    .animacy = anim
-enemy-set = { $case ->
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

-journey = { $case ->
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
-rune = { $case ->
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
-destiny = { $case ->
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
-merchant-ship = { $case ->
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
-longship = { $case ->
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
-worker = { $case ->
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
-leader = { $case ->
   *[nom] przywódca
    [gen] przywódcy
    [dat] przywódcy
    [acc] przywódcę
    [ins] przywódcą
    [loc] przywódcy
 }
    .gender = masc
    .animacy = anim
-first-player = { $case ->
   *[nom] znacznik pierwszego gracza
    [gen] znacznika pierwszego gracza
    [dat] znacznikowi pierwszego gracza
    [acc] znacznik pierwszego gracza
    [ins] znacznikiem pierwszego gracza
    [loc] znaczniku pierwszego gracza
 }
    .gender = masc
    .animacy = inan
-market-stall = { $case ->
   *[nom] stragan
    [gen] straganu
    [dat] straganowi
    [acc] stragan
    [ins] straganem
    [loc] straganie
 }
    .gender = masc
    .animacy = inan
-space = { $case ->
   *[nom] pole
    [gen] pola
    [dat] polu
    [acc] pole
    [ins] polem
    [loc] polu
 }
    .gender = neut
-combat = { $case ->
   *[nom] walka
    [gen] walki
    [dat] walce
    [acc] walkę
    [ins] walką
    [loc] walce
 }
    .gender = fem
-round = { $case ->
   *[nom] runda
    [gen] rundy
    [dat] rundzie
    [acc] rundę
    [ins] rundą
    [loc] rundzie
 }
    .gender = fem

## Colours (B.51), adjectives agreeing with "wróg"; kinds of space (B.40), with "pole"; stalls, with "stragan"

-red = { $case ->
   *[nom] czerwony
    [gen] czerwonego
    [dat] czerwonemu
    [acc] czerwonego
    [ins] czerwonym
    [loc] czerwonym
 }
-yellow = { $case ->
   *[nom] żółty
    [gen] żółtego
    [dat] żółtemu
    [acc] żółtego
    [ins] żółtym
    [loc] żółtym
 }
-blue = { $case ->
   *[nom] niebieski
    [gen] niebieskiego
    [dat] niebieskiemu
    [acc] niebieskiego
    [ins] niebieskim
    [loc] niebieskim
 }
-brown = { $case ->
   *[nom] brązowe
    [gen] brązowego
    [dat] brązowemu
    [acc] brązowe
    [ins] brązowym
    [loc] brązowym
 }
-military = { $case ->
   *[nom] wojskowy
    [gen] wojskowego
    [dat] wojskowemu
    [acc] wojskowy
    [ins] wojskowym
    [loc] wojskowym
 }
-economic = { $case ->
   *[nom] ekonomiczny
    [gen] ekonomicznego
    [dat] ekonomicznemu
    [acc] ekonomiczny
    [ins] ekonomicznym
    [loc] ekonomicznym
 }

## Card names: a title that is a phrase keeps one form in every case; .gender is its kind's noun's

-card-mid-l001 = { $case ->
   *[nom] Svanhild Mieczowa Panna
    [gen] Svanhild Mieczowej Panny
    [dat] Svanhild Mieczowej Pannie
    [acc] Svanhild Mieczową Pannę
    [ins] Svanhild Mieczową Panną
    [loc] Svanhild Mieczowej Pannie
 }
    .gender = fem
-card-mid-l002 = { $case ->
   *[nom] Gylfi Żeglarz
    [gen] Gylfiego Żeglarza
    [dat] Gylfiemu Żeglarzowi
    [acc] Gylfiego Żeglarza
    [ins] Gylfim Żeglarzem
    [loc] Gylfim Żeglarzu
 }
    .gender = masc
    .animacy = anim
-card-mid-w001 = { $case ->
   *[nom] Miecznik
    [gen] Miecznika
    [dat] Miecznikowi
    [acc] Miecznika
    [ins] Miecznikiem
    [loc] Mieczniku
 }
    .gender = masc
    .animacy = anim
-card-mid-w002 = { $case ->
   *[nom] Włócznik
    [gen] Włócznika
    [dat] Włócznikowi
    [acc] Włócznika
    [ins] Włócznikiem
    [loc] Włóczniku
 }
    .gender = masc
    .animacy = anim
-card-mid-w003 = { $case ->
   *[nom] Topornik
    [gen] Topornika
    [dat] Topornikowi
    [acc] Topornika
    [ins] Topornikiem
    [loc] Toporniku
 }
    .gender = masc
    .animacy = anim
-card-mid-o001 = { $case ->
   *[nom] Duży drakkar publiczny
    [gen] Dużego drakkara publicznego
    [dat] Dużemu drakkarowi publicznemu
    [acc] Duży drakkar publiczny
    [ins] Dużym drakkarem publicznym
    [loc] Dużym drakkarze publicznym
 }
    .gender = masc
    .animacy = inan
-card-mid-o002 = { $case ->
   *[nom] Morski Ogier
    [gen] Morskiego Ogiera
    [dat] Morskiemu Ogierowi
    [acc] Morski Ogier
    [ins] Morskim Ogierem
    [loc] Morskim Ogierze
 }
    .gender = masc
    .animacy = inan
-card-mid-k001 = { $case ->
   *[nom] Stojak na broń
    [gen] Stojaka na broń
    [dat] Stojakowi na broń
    [acc] Stojak na broń
    [ins] Stojakiem na broń
    [loc] Stojaku na broń
 }
    .gender = masc
    .animacy = inan
-card-mid-b001 = { $case ->
   *[nom] Kuźnia
    [gen] Kuźni
    [dat] Kuźni
    [acc] Kuźnię
    [ins] Kuźnią
    [loc] Kuźni
 }
    .gender = fem
-card-mid-b002 = { $case ->
   *[nom] Długi Dom Jarla
    [gen] Długiego Domu Jarla
    [dat] Długiemu Domowi Jarla
    [acc] Długi Dom Jarla
    [ins] Długim Domem Jarla
    [loc] Długim Domu Jarla
 }
    .gender = masc
    .animacy = inan
-card-mid-b003 = { $case ->
   *[nom] Tereny łowieckie
    [gen] Terenów łowieckich
    [dat] Terenom łowieckim
    [acc] Tereny łowieckie
    [ins] Terenami łowieckimi
    [loc] Terenach łowieckich
 }
    .gender = pl
-card-mid-b004 = { $case ->
   *[nom] Dom Mędrca
    [gen] Domu Mędrca
    [dat] Domowi Mędrca
    [acc] Dom Mędrca
    [ins] Domem Mędrca
    [loc] Domu Mędrca
 }
    .gender = masc
    .animacy = inan
-card-mid-r001 = { $case ->
   *[nom] Runa Ponurego Topora
    [gen] Runy Ponurego Topora
    [dat] Runie Ponurego Topora
    [acc] Runę Ponurego Topora
    [ins] Runą Ponurego Topora
    [loc] Runie Ponurego Topora
 }
    .gender = fem
-card-mid-r002 = { $case ->
   *[nom] Runa Pomyślnych Wiatrów
    [gen] Runy Pomyślnych Wiatrów
    [dat] Runie Pomyślnych Wiatrów
    [acc] Runę Pomyślnych Wiatrów
    [ins] Runą Pomyślnych Wiatrów
    [loc] Runie Pomyślnych Wiatrów
 }
    .gender = fem
-card-mid-y001 = { $case ->
   *[nom] Zguba Draugrów
    [gen] Zguby Draugrów
    [dat] Zgubie Draugrów
    [acc] Zgubę Draugrów
    [ins] Zgubą Draugrów
    [loc] Zgubie Draugrów
 }
    .gender = fem
-card-mid-y002 = { $case ->
   *[nom] Pełne spiżarnie
    [gen] Pełnych spiżarni
    [dat] Pełnym spiżarniom
    [acc] Pełne spiżarnie
    [ins] Pełnymi spiżarniami
    [loc] Pełnych spiżarniach
 }
    .gender = pl
-card-mid-s001 = { $case ->
   *[nom] Knara z Hedeby
    [gen] Knary z Hedeby
    [dat] Knarze z Hedeby
    [acc] Knarę z Hedeby
    [ins] Knarą z Hedeby
    [loc] Knarze z Hedeby
 }
    .gender = fem
-card-mid-t001 = { $case ->
   *[nom] Burczybrzuch z Mostu Celnego
    [gen] Burczybrzucha z Mostu Celnego
    [dat] Burczybrzuchowi z Mostu Celnego
    [acc] Burczybrzucha z Mostu Celnego
    [ins] Burczybrzuchem z Mostu Celnego
    [loc] Burczybrzuchu z Mostu Celnego
 }
    .gender = masc
    .animacy = anim
-card-mid-t002 = { $case ->
   *[nom] Stary Mchogrzbiet
    [gen] Starego Mchogrzbieta
    [dat] Staremu Mchogrzbietowi
    [acc] Starego Mchogrzbieta
    [ins] Starym Mchogrzbietem
    [loc] Starym Mchogrzbiecie
 }
    .gender = masc
    .animacy = anim
-card-mid-d001 = { $case ->
   *[nom] Kurhannik z Szarego Wzgórza
    [gen] Kurhannika z Szarego Wzgórza
    [dat] Kurhannikowi z Szarego Wzgórza
    [acc] Kurhannika z Szarego Wzgórza
    [ins] Kurhannikiem z Szarego Wzgórza
    [loc] Kurhanniku z Szarego Wzgórza
 }
    .gender = masc
    .animacy = anim
-card-mid-d002 = { $case ->
   *[nom] Grzechoczący Żniwiarz
    [gen] Grzechoczącego Żniwiarza
    [dat] Grzechoczącemu Żniwiarzowi
    [acc] Grzechoczącego Żniwiarza
    [ins] Grzechoczącym Żniwiarzem
    [loc] Grzechoczącym Żniwiarzu
 }
    .gender = masc
    .animacy = anim
-card-mid-m001 = { $case ->
   *[nom] Miot bagiennych wilków
    [gen] Miotu bagiennych wilków
    [dat] Miotowi bagiennych wilków
    [acc] Miot bagiennych wilków
    [ins] Miotem bagiennych wilków
    [loc] Miocie bagiennych wilków
 }
    .gender = masc
    .animacy = inan
-card-mid-m002 = { $case ->
   *[nom] Wąż Przypływu ze Szkiery
    [gen] Węża Przypływu ze Szkiery
    [dat] Wężowi Przypływu ze Szkiery
    [acc] Węża Przypływu ze Szkiery
    [ins] Wężem Przypływu ze Szkiery
    [loc] Wężu Przypływu ze Szkiery
 }
    .gender = masc
    .animacy = anim
-card-mid-j001 = { $case ->
   *[nom] Szkwał od fiordu
    [gen] Szkwału od fiordu
    [dat] Szkwałowi od fiordu
    [acc] Szkwał od fiordu
    [ins] Szkwałem od fiordu
    [loc] Szkwale od fiordu
 }
    .gender = masc
    .animacy = inan
-card-mid-j002 = { $case ->
   *[nom] Szklana cisza
    [gen] Szklanej ciszy
    [dat] Szklanej ciszy
    [acc] Szklaną ciszę
    [ins] Szklaną ciszą
    [loc] Szklanej ciszy
 }
    .gender = fem
-card-mid-j003 = { $case ->
   *[nom] Coś wielkiego w głębinie
    [gen] Coś wielkiego w głębinie
    [dat] Coś wielkiego w głębinie
    [acc] Coś wielkiego w głębinie
    [ins] Coś wielkiego w głębinie
    [loc] Coś wielkiego w głębinie
 }
    .gender = neut
