### Spanish per-card text of Munchkin Kung Fu: each card's flavour (card-KEY-flavour) and, where a translator reviewed one, an override of its whole rules text (card-KEY-rules).
### Made by `deckwright i18n update`; translate in Pontoon or a text editor (docs/translating.md). Keep each `# source-hash:` line.

# source-hash: 22602781e45c
card-mkf-102-flavour = Diecinueve teteras.
# source-hash: b5a6cdb1c5d4
card-mkf-106-flavour = Buscaba la escuela de kárate de al lado.
# source-hash: 4fa04ba89f12
card-mkf-107-flavour = Nadie pidió una segunda parte.
# source-hash: 0a9b1dd48b81
card-mkf-109-flavour = Su madre está muy orgullosa.
# source-hash: 2383cb7d5a18
card-mkf-060-flavour = Amortigua tus pensamientos para que los monstruos no los oigan venir.
# source-hash: 654a8a8c83e8
card-mkf-061-flavour = Lacada, reluciente y hay que devolverla el martes.
# source-hash: 1685477f8077
card-mkf-064-flavour = Golpean al enemigo, luego a ti y luego otra vez al enemigo.
# source-hash: 5aebcc6bb627
card-mkf-065-flavour = Nadie preguntó cuánto medía. Se lo dijiste igualmente.
# source-hash: e017569e5af8
card-mkf-066-flavour = Nunca la han desenvuelto: su valor de coleccionista es inmenso.
# source-hash: 5651c59f4e5f
card-mkf-068-flavour = Una carpa koi, un dragón y el nombre de tu madre.
# source-hash: 38a2bfb0ac29
card-mkf-069-flavour = A los vecinos tampoco les gusta.
# source-hash: eaa72b13b879
card-mkf-070-flavour = Primero cazas una mosca; luego, un ojo.
# source-hash: 8e777f06a604
card-mkf-072-flavour = Los héroes nunca mueren en el primer acto.
# source-hash: e97f4a5cf463
card-mkf-090-flavour = Los cinturones son solo tela; los niveles, solo papeleo.
# source-hash: 5ce1949a2cae
card-mkf-091-flavour = Pues eso: subes.
# source-hash: 12a04cb44b76
card-mkf-092-flavour = Todo el mundo se lleva un trofeo.
# source-hash: 977488de207e
card-mkf-093-flavour = La estatua parpadeó primero.
# source-hash: 1218173c4e62
card-mkf-001-flavour = Ruge en letra de cuerpo ocho.
# source-hash: 1a28e403643d
card-mkf-002-flavour = Cocido al vapor, y echando humo.
# source-hash: 0332a6ab90c3
card-mkf-003-flavour = Dice «¡Muere!» tres segundos después de golpearte.
# source-hash: fe18d86732ed
card-mkf-004-flavour = Se lleva tu sombrero como atrezo.
# source-hash: 5720a93d6d63
card-mkf-005-flavour = Gastó sus nueve vidas y aún ronda el mercado de pescado.
# source-hash: 918456cedbb8
card-mkf-008-flavour = Salta, audita y te deja seco.
# source-hash: 55f0bf9892a5
card-mkf-017-flavour = Solo come lo que hay en tu plato.
# source-hash: 4b907e06062c
card-mkf-018-flavour = Colosal arriba, palillos abajo.
# source-hash: fa3e168dc512
card-mkf-019-flavour = Se retuerce el bigote con aire amenazante. Su fortaleza flota más rápido de lo que tú corres.
# source-hash: e787f2f0484d
card-mkf-020-flavour = El alquiler se paga en colas.
# source-hash: f53348ad54eb
card-mkf-021-flavour = La sobriedad lo volvió aterrador.
# source-hash: b8fe8b9af1ab
card-mkf-084-flavour = Nadie compra una fortuna de segunda mano.
# source-hash: c7eece4bc10d
card-mkf-056-flavour = Total, era feo.
# source-hash: ee20e4faf55b
card-mkf-118-flavour = Revolotea, aletea y no recibe ni un golpe.
# source-hash: 25c09a782703
card-mkf-030-flavour = Mil escalones, y fallas el último.
# source-hash: ab0b7c9b1359
card-mkf-031-flavour = Siempre hay alguien que abre una ventana en mitad del duelo.
# source-hash: 7b6b912abe25
card-mkf-032-flavour = Al final no era oolong.
# source-hash: de14533d13e2
card-mkf-033-flavour = Mueves los labios y salen palabras que no son.
# source-hash: 268e1d4b546f
card-mkf-034-flavour = Cuotas del tatami sin pagar.
# source-hash: 68190849c2b1
card-mkf-035-flavour = Toda película de kung fu necesita uno.
# source-hash: aef96779f96d
card-mkf-037-flavour = Al montador no le gustó nada.
