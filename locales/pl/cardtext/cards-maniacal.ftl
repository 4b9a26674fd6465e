### Polish per-card text of Maniacal: each card's flavour (card-KEY-flavour) and, where a translator reviewed one, an override of its whole rules text (card-KEY-rules).
### Made by `deckwright i18n update`; translate in Pontoon or a text editor (docs/translating.md). Keep each `# source-hash:` line.

# source-hash: 28515e8cf2f3
card-man-c001-flavour = Wydrukuj sobie emeryturę.
# source-hash: 783b19229c74
card-man-c002-flavour = W tym muzeum tylko sobie odpoczywał.
# source-hash: f42c866ff34c
card-man-c003-flavour = Chmury to tylko mgła z ambicjami.
# source-hash: f2e51fa6b930
card-man-h001-flavour = Otwiera zamki, opróżnia kieszenie i szuka zaczepki.
# source-hash: cdad38830212
card-man-h002-flavour = Na dzień dobry zjada dolara z kasy podręcznej.
# source-hash: 2db43a3b162d
card-man-h003-flavour = Nalicza opłatę za każdy eksperyment.
# source-hash: c702538bdb7e
card-man-m001-flavour = Płatne z góry, gotówką, w walizce.
# source-hash: b35a8a080df6
card-man-p001-flavour = Teraz go widzisz. A teraz nadal nie.
# source-hash: 05170ba6be27
card-man-s001-flavour = Ktoś zawczasu zadzwonił do szpitala.
# source-hash: 5111d65b5d18
card-man-f001-flavour = Nikt nic nie widział. Taki był plan.
# source-hash: ca7ec8e7f689
card-man-x001-flavour = Kwadratowa szczęka, czysta kartoteka, zero poczucia humoru.
# source-hash: 50302854409b
card-man-r001-flavour = Przeglądy kwartalne nigdy nie były tak krótkie.
# source-hash: 1725e8c79508
card-man-r002-flavour = Nikt nie wie, co tka.
# source-hash: c2acbfe0c1e9
card-man-r003-flavour = Uwaga, kapie.
# source-hash: 3569e8ece196
card-man-v001-flavour = Nigdy nie podnosi głosu. Obniża temperaturę.
# source-hash: adf1ecbe2753
card-man-l001-flavour = Dwa pingwiny w jednym prochowcu.
# source-hash: e4cb1d077c4b
card-man-v002-flavour = Jego wykłady zamieniły w kamień już całe roczniki.
# source-hash: 4beabef47294
card-man-v001-base = lodowy pałac za ostatnią stacją benzynową
# source-hash: 32075a841f07
card-man-v001-lackey = Plucha i Breja
# source-hash: 30abf516570d
card-man-v001-strength = Zimny start
# source-hash: 4351df84e015
card-man-v001-weakness = Cienki lód
# source-hash: de33f21e62f6
card-man-l001-villain = Hrabina Szadź
# source-hash: bc4bdbdfd5e4
card-man-v002-base = piwnica pod bardzo starą świątynią
# source-hash: c086ff0d5b72
card-man-v002-lackey = Pan Kamyczek
# source-hash: 8b324c2fb49b
card-man-v002-strength = Kamienne spojrzenie
# source-hash: 5aa840b15871
card-man-v002-weakness = Zero podejścia do pacjenta
# source-hash: d1416b0deba8
card-man-l002-villain = Profesor Gorgonax
