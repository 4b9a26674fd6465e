### Polish per-card text of Munchkin Kung Fu: each card's flavour (card-KEY-flavour) and, where a translator reviewed one, an override of its whole rules text (card-KEY-rules).
### Made by `deckwright i18n update`; translate in Pontoon or a text editor (docs/translating.md). Keep each `# source-hash:` line.

# source-hash: 22602781e45c
card-mkf-102-flavour = Dziewiętnaście dzbanków.
# source-hash: b5a6cdb1c5d4
card-mkf-106-flavour = Tak naprawdę szukał szkoły karate po sąsiedzku.
# source-hash: 4fa04ba89f12
card-mkf-107-flavour = Nikt nie prosił o drugą część.
# source-hash: 0a9b1dd48b81
card-mkf-109-flavour = Ich matka jest bardzo dumna.
# source-hash: 2383cb7d5a18
card-mkf-060-flavour = Wycisza twoje myśli, żeby potwory nie słyszały, jak nadchodzą.
# source-hash: 654a8a8c83e8
card-mkf-061-flavour = Lakierowana, lśniąca i do zwrotu we wtorek.
# source-hash: 1685477f8077
card-mkf-064-flavour = Trafia wroga, potem ciebie, potem znowu wroga.
# source-hash: 5aebcc6bb627
card-mkf-065-flavour = Nikt nie pytał o długość. I tak wszyscy już ją znają.
# source-hash: e017569e5af8
card-mkf-066-flavour = Nigdy nie rozpakowana; wartość kolekcjonerska jest ogromna.
# source-hash: 5651c59f4e5f
card-mkf-068-flavour = Karp koi, smok i imię twojej mamy.
# source-hash: 38a2bfb0ac29
card-mkf-069-flavour = Sąsiedzi zresztą też.
# source-hash: eaa72b13b879
card-mkf-070-flavour = Najpierw łapią muchę, potem dźgają w oko.
# source-hash: 8e777f06a604
card-mkf-072-flavour = Bohaterowie nigdy nie giną w pierwszym akcie.
# source-hash: e97f4a5cf463
card-mkf-090-flavour = Pasy to tylko materiał, poziomy to tylko papierologia.
# source-hash: 5ce1949a2cae
card-mkf-091-flavour = Tak też czynisz.
# source-hash: 12a04cb44b76
card-mkf-092-flavour = Każdy dostaje puchar.
# source-hash: 977488de207e
card-mkf-093-flavour = Posąg mrugnął pierwszy.
# source-hash: 1218173c4e62
card-mkf-001-flavour = Ryczy czcionką ośmiopunktową.
# source-hash: 1a28e403643d
card-mkf-002-flavour = Paruje ze złości. Dosłownie.
# source-hash: 0332a6ab90c3
card-mkf-003-flavour = Krzyczy „Giń!” trzy sekundy po tym, jak cię trafi.
# source-hash: fe18d86732ed
card-mkf-004-flavour = Zabiera twój kapelusz jako rekwizyt.
# source-hash: 5720a93d6d63
card-mkf-005-flavour = Dziewięć żyć zużytych, a wciąż straszy na targu rybnym.
# source-hash: 918456cedbb8
card-mkf-008-flavour = Skacze, audytuje, wysysa.
# source-hash: 55f0bf9892a5
card-mkf-017-flavour = Je tylko to, co masz na talerzu.
# source-hash: 4b907e06062c
card-mkf-018-flavour = U góry kolos, na dole wykałaczki.
# source-hash: fa3e168dc512
card-mkf-019-flavour = Groźnie podkręca wąsa. Jego twierdza lata szybciej, niż ty biegasz.
# source-hash: e787f2f0484d
card-mkf-020-flavour = Czynsz płatny w ogonach.
# source-hash: f53348ad54eb
card-mkf-021-flavour = Dopiero trzeźwość uczyniła go przerażającym.
# source-hash: b8fe8b9af1ab
card-mkf-084-flavour = Nikt nie kupi używanej wróżby.
# source-hash: c7eece4bc10d
card-mkf-056-flavour = I tak był brzydki.
# source-hash: ee20e4faf55b
card-mkf-118-flavour = Wfruwa, trzepocze, ciosów nie przyjmuje.
# source-hash: 25c09a782703
card-mkf-030-flavour = Tysiąc stopni, a ty potykasz się na ostatnim.
# source-hash: ab0b7c9b1359
card-mkf-031-flavour = Podczas pojedynku ktoś zawsze otwiera okno.
# source-hash: 7b6b912abe25
card-mkf-032-flavour = Jednak nie oolong.
# source-hash: de14533d13e2
card-mkf-033-flavour = Usta ci się ruszają, ale wychodzą z nich nie te słowa.
# source-hash: 268e1d4b546f
card-mkf-034-flavour = Zaległe opłaty za maty.
# source-hash: 68190849c2b1
card-mkf-035-flavour = Każdy film kung-fu musi mieć taką scenę.
# source-hash: aef96779f96d
card-mkf-037-flavour = Montażysta go nienawidził.
