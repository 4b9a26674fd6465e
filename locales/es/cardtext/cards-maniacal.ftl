### Spanish per-card text of Maniacal: each card's flavour (card-KEY-flavour) and, where a translator reviewed one, an override of its whole rules text (card-KEY-rules).
### Made by `deckwright i18n update`; translate in Pontoon or a text editor (docs/translating.md). Keep each `# source-hash:` line.

# source-hash: 28515e8cf2f3
card-man-c001-flavour = Imprime tu propia jubilación.
# source-hash: 783b19229c74
card-man-c002-flavour = Solo estaba descansando en ese museo.
# source-hash: f42c866ff34c
card-man-c003-flavour = Las nubes no son más que niebla con ambición.
# source-hash: f2e51fa6b930
card-man-h001-flavour = Fuerza cerraduras, vacía bolsillos y busca pelea.
# source-hash: cdad38830212
card-man-h002-flavour = Nada más llegar, se come un dólar de la caja chica.
# source-hash: 2db43a3b162d
card-man-h003-flavour = Cobra por experimento.
# source-hash: c702538bdb7e
card-man-m001-flavour = Pagada por adelantado, en efectivo, en un maletín.
# source-hash: b35a8a080df6
card-man-p001-flavour = Ahora lo ves. Ahora tampoco.
# source-hash: 05170ba6be27
card-man-s001-flavour = Alguien llamó al hospital por adelantado.
# source-hash: 5111d65b5d18
card-man-f001-flavour = Nadie vio nada. Ese era el plan.
# source-hash: ca7ec8e7f689
card-man-x001-flavour = Mandíbula cuadrada, historial limpio y cero sentido del humor.
# source-hash: 50302854409b
card-man-r001-flavour = Las revisiones trimestrales nunca habían sido tan breves.
# source-hash: 1725e8c79508
card-man-r002-flavour = Nadie sabe qué teje.
# source-hash: c2acbfe0c1e9
card-man-r003-flavour = Ojo con los goterones de cera.
# source-hash: 3569e8ece196
card-man-v001-flavour = Nunca levanta la voz. Baja la temperatura.
# source-hash: adf1ecbe2753
card-man-l001-flavour = Dos pingüinos dentro de una gabardina.
# source-hash: e4cb1d077c4b
card-man-v002-flavour = Sus clases han dejado de piedra a grupos enteros.
# source-hash: 4beabef47294
card-man-v001-base = un palacio de hielo más allá de la última gasolinera
# source-hash: 32075a841f07
card-man-v001-lackey = Aguanieve y Fanguito
# source-hash: 30abf516570d
card-man-v001-strength = Apertura en frío
# source-hash: 4351df84e015
card-man-v001-weakness = Hielo fino
# source-hash: de33f21e62f6
card-man-l001-villain = Condesa Colmillo de Escarcha
# source-hash: bc4bdbdfd5e4
card-man-v002-base = un sótano bajo un templo muy antiguo
# source-hash: c086ff0d5b72
card-man-v002-lackey = Señor Guijarro
# source-hash: 8b324c2fb49b
card-man-v002-strength = Mirada pétrea
# source-hash: 5aa840b15871
card-man-v002-weakness = Cero tacto con los pacientes
# source-hash: d1416b0deba8
card-man-l002-villain = Profesor Gorgonax
