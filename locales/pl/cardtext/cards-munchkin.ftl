### Polish per-card text of Munchkin: each card's flavour (card-KEY-flavour) and, where a translator reviewed one, an override of its whole rules text (card-KEY-rules).
### Made by `deckwright i18n update`; translate in Pontoon or a text editor (docs/translating.md). Keep each `# source-hash:` line.

# source-hash: 233f4794a96a
card-mun-047-flavour = Twój okrzyk był głośniejszy.
# source-hash: cd12b26b7372
card-mun-050-flavour = Dyplom jest zalaminowany.
# source-hash: 7a1ee1e86b02
card-mun-033-flavour = Chmara moli o wyrafinowanym guście. Jeśli nie masz kapelusza, odlatują, mierząc cię pogardliwym wzrokiem.
# source-hash: e6e7765570b5
card-mun-034-flavour = Zaraz, jaki to był twój poziom? Najwyraźniej o jeden niższy.
# source-hash: 309f9f0dbc14
card-mun-035-flavour = Wciąż boli.
# source-hash: 22c57637f454
card-mun-036-flavour = Coś puszcza w najgorszym możliwym momencie. Ty wybierasz, czego się wstydzić.
# source-hash: 0974f5af6624
card-mun-037-flavour = Kim ty właściwie jesteś?
# source-hash: 7c3df52453ea
card-mun-038-flavour = Ktoś kichnął w połowie zaklęcia.
# source-hash: bae7de3ebc62
card-mun-043-flavour = Zawsze marzył o czymś takim. Jeśli nic takiego nie masz, strzela focha.
# source-hash: d95458ecb580
card-mun-words-gnome-flavour = Mały, szybki i już pod stołem.
# source-hash: 7d3210d28b18
card-mun-words-monocle-flavour = Wszyscy inni widzą podwójnie.
# source-hash: 918d1839cb81
card-mun-090-flavour = Widział już każdą sztuczkę i każdej nienawidził.
# source-hash: 1486f6dead78
card-mun-091-flavour = Wciąż szuka swoich okularów.
# source-hash: f10547c172ca
card-mun-092-flavour = Znowu ktoś zaparkował w jego legowisku.
# source-hash: 2ace5cbc7f59
card-mun-093-flavour = Wolałby siedzieć w swoim pokoju.
# source-hash: b817777176dc
card-mun-094-flavour = Naprawdę się zaniedbał.
# source-hash: f32599f527a8
card-mun-095-flavour = Chce się tylko przytulić. Długo.
# source-hash: 9f01f2e99f5d
card-mun-096-flavour = Nie przyniósł nawet przekąsek.
# source-hash: a9c650449491
card-mun-097-flavour = Nie zapomnij zgody od rodziców.
# source-hash: a0d9429406ae
card-mun-051-flavour = Na każdym innym to zwykły pachołek drogowy.
# source-hash: 777239a8fc22
card-mun-052-flavour = W razie potrzeby odcedzi też makaron.
# source-hash: fdc477710d06
card-mun-053-flavour = Wszyscy inni klinują się w drzwiach.
# source-hash: 5e0a261131a1
card-mun-055-flavour = Daje poczucie niezwyciężoności. Tylko poczucie.
# source-hash: 050107880847
card-mun-057-flavour = W komplecie z pasującym kapturem.
# source-hash: 86fe7eadc03f
card-mun-058-flavour = Rozwiązują się same, gdy tylko próbujesz stawić czoła.
# source-hash: 25656874a0d9
card-mun-059-flavour = Subtelne jak orkiestra dęta.
# source-hash: 97be88fefe04
card-mun-060-flavour = Wszystkim innym skrzypi.
# source-hash: d34a669b637f
card-mun-061-flavour = Widział różne rzeczy. Głównie tosty.
# source-hash: 80ea3ef7a621
card-mun-062-flavour = Dziury służą wentylacji.
# source-hash: 4a8419f31735
card-mun-063-flavour = Nie kierować w stronę twarzy.
# source-hash: 8316cef00fd0
card-mun-064-flavour = Smaży też znakomite naleśniki.
# source-hash: 320e5f2c87b1
card-mun-065-flavour = Najlepiej stosować od tyłu.
# source-hash: 1d4d1f12ac40
card-mun-066-flavour = Sama z siebie dramatycznie wskazuje w dal.
# source-hash: c888086c7074
card-mun-067-flavour = Wstążki pełnią funkcję nośną.
# source-hash: 8fa128b67c64
card-mun-068-flavour = Wiewiórki w środku gratis.
# source-hash: e781b6873ff3
card-mun-069-flavour = Trzyma potwory na dystans dokładnie jednej uprzejmej halabardy.
# source-hash: 43f6cf235ef1
card-mun-070-flavour = Wjeżdża z piskiem, wyjeżdża z chrzęstem.
# source-hash: a03d8a3f46e1
card-mun-072-flavour = Nikt nie wie, czemu działa. Nikt nie śmie mu przeszkadzać.
# source-hash: b12c82c7f832
card-mun-084-flavour = Ballada jest w większości zgodna z prawdą.
# source-hash: 1d21c7035c94
card-mun-085-flavour = Nikt nie sprawdza, nikogo to nie obchodzi, wszyscy klaszczą.
# source-hash: a00e4af927a9
card-mun-086-flavour = Okazuje się, że przez cały czas było ci wolno.
# source-hash: ec7f926c919b
card-mun-089-flavour = Goblin wciąż nie może się doczekać widoku.
# source-hash: cd0c75ac5581
card-mun-001-flavour = Nie jest zły, tylko rozczarowany. Buty i tak ci rozpuści.
# source-hash: 09a623f82197
card-mun-004-flavour = Wszystko podlega opodatkowaniu.
# source-hash: 0d56664fbf04
card-mun-011-flavour = Tym razem to on siada na tobie.
# source-hash: b215a02a92d8
card-mun-014-flavour = Nie pytaj, co się z nimi stało.
# source-hash: dfb9dd09a691
card-mun-023-flavour = Twoją przepisze od nowa.
# source-hash: d2f73d523b79
card-mun-030-flavour = Wrócił z emerytury specjalnie dla ciebie.
# source-hash: 94b57a0e560b
card-mun-032-flavour = Zaprzytula na śmierć.
# source-hash: b17b2bf360fd
card-mun-num-2-flavour = Nie podzieli się tobą z nikim.
# source-hash: f37a76bb793f
card-mun-num-4-flavour = Wrona nigdy nie jest smutna.
# source-hash: 941d0698ffc6
card-mun-074-flavour = Odwaga nie wchodzi w skład zestawu, tylko płyn.
# source-hash: 92b2d43f1054
card-mun-075-flavour = Wszyscy udają, że nic nie zauważyli.
# source-hash: 0cf8804c1209
card-mun-076-flavour = Opakowanie odporne na kichnięcia sprzedawane osobno.
# source-hash: ccccaf8c44d1
card-mun-078-flavour = O zapachu lawendy.
# source-hash: 08218a9474ec
card-mun-079-flavour = Im więcej nosów, tym weselej.
# source-hash: 156892e39ec5
card-mun-080-flavour = Uwaga na skarpetki poprzedniego właściciela.
# source-hash: 8de2ac941975
card-mun-081-flavour = Klasyka nie bez powodu.
# source-hash: 3513f4c9750a
card-mun-083-flavour = Życzyła sobie więcej, ale to skromna moneta.
# source-hash: fefd694bd334
card-mun-098-flavour = Dostajesz zalety obu, a koszty i tak płacisz.
# source-hash: e5b53c006983
card-mun-099-flavour = Świąteczne obiady to koszmar.
# source-hash: faf74cdc1606
card-mun-100-flavour = On też ma swoje prawa.
# source-hash: 342ec66f0b53
card-mun-103-flavour = Prawnicy sprawdzili.
# source-hash: ef574d8c2271
card-mun-104-flavour = Każde z nich uważa się za oryginał.
# source-hash: 53cbd289b1d7
card-mun-parts-01-flavour = Liczenie to połowa zabawy.
# source-hash: ecaba941147d
card-mun-parts-03-flavour = Znalezione, nie kradzione.
# source-hash: 62f7bed97a33
card-mun-044-flavour = Wspieranie innych się opłaca.
# source-hash: 45f4d62bb986
card-mun-045-flavour = Brody mają kieszenie.
