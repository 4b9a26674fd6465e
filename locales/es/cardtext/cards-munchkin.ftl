### Spanish per-card text of Munchkin: each card's flavour (card-KEY-flavour) and, where a translator reviewed one, an override of its whole rules text (card-KEY-rules).
### Made by `deckwright i18n update`; translate in Pontoon or a text editor (docs/translating.md). Keep each `# source-hash:` line.

# source-hash: 233f4794a96a
card-mun-047-flavour = Gritaste más fuerte.
# source-hash: cd12b26b7372
card-mun-050-flavour = El diploma está plastificado.
# source-hash: 7a1ee1e86b02
card-mun-033-flavour = Una nube de polillas de gusto refinado. Si no llevas ninguno, se van juzgándote.
# source-hash: e6e7765570b5
card-mun-034-flavour = Espera, ¿de qué nivel eras? De uno menos, por lo visto.
# source-hash: 309f9f0dbc14
card-mun-035-flavour = Todavía duele.
# source-hash: 22c57637f454
card-mun-036-flavour = Algo cede en el peor momento. Tú eliges de qué avergonzarte.
# source-hash: 0974f5af6624
card-mun-037-flavour = ¿Quién eres tú, en realidad?
# source-hash: 7c3df52453ea
card-mun-038-flavour = Alguien estornudó a mitad del hechizo.
# source-hash: bae7de3ebc62
card-mun-043-flavour = Siempre ha querido uno de esos. Si no tienes ninguno, se enfurruña.
# source-hash: d95458ecb580
card-mun-words-gnome-flavour = Pequeño, rápido y ya debajo de la mesa.
# source-hash: 7d3210d28b18
card-mun-words-monocle-flavour = Todos los demás ven doble.
# source-hash: 918d1839cb81
card-mun-090-flavour = Ha visto todos los trucos y los ha odiado todos.
# source-hash: 1486f6dead78
card-mun-091-flavour = Todavía está buscando sus gafas.
# source-hash: f10547c172ca
card-mun-092-flavour = Alguien ha vuelto a aparcar en su guarida.
# source-hash: 2ace5cbc7f59
card-mun-093-flavour = Preferiría estar encerrado en su cuarto.
# source-hash: b817777176dc
card-mun-094-flavour = Se ha dejado mucho, la verdad.
# source-hash: f32599f527a8
card-mun-095-flavour = Solo quiere un abrazo. Uno largo.
# source-hash: 9f01f2e99f5d
card-mun-096-flavour = No ha traído nada para picar.
# source-hash: a9c650449491
card-mun-097-flavour = Trae la autorización firmada por tus padres.
# source-hash: a0d9429406ae
card-mun-051-flavour = En cualquier otro no es más que un cucurucho.
# source-hash: 777239a8fc22
card-mun-052-flavour = En un apuro, también sirve para escurrir la pasta.
# source-hash: fdc477710d06
card-mun-053-flavour = Son los demás los que se atascan en las puertas.
# source-hash: 5e0a261131a1
card-mun-055-flavour = Te sientes invencible. No lo eres.
# source-hash: 050107880847
card-mun-057-flavour = Incluye capucha a juego.
# source-hash: 86fe7eadc03f
card-mun-058-flavour = Se desatan solas en cuanto intentas plantar cara.
# source-hash: 25656874a0d9
card-mun-059-flavour = Sutiles como una charanga.
# source-hash: 97be88fefe04
card-mun-060-flavour = Los que chirrían son los demás.
# source-hash: d34a669b637f
card-mun-061-flavour = Ha visto cosas. Sobre todo tostadas.
# source-hash: 80ea3ef7a621
card-mun-062-flavour = Los agujeros son para la ventilación.
# source-hash: 4a8419f31735
card-mun-063-flavour = No apuntar a la cara.
# source-hash: 8316cef00fd0
card-mun-064-flavour = También hace unas tortitas excelentes.
# source-hash: 320e5f2c87b1
card-mun-065-flavour = Mejor aplicar por la espalda.
# source-hash: 1d4d1f12ac40
card-mun-066-flavour = Señala con dramatismo por sí solo.
# source-hash: c888086c7074
card-mun-067-flavour = Los lacitos son estructurales.
# source-hash: 8fa128b67c64
card-mun-068-flavour = Las ardillas de dentro van de regalo.
# source-hash: e781b6873ff3
card-mun-069-flavour = Mantiene a los monstruos exactamente a una educada alabarda de distancia.
# source-hash: 43f6cf235ef1
card-mun-070-flavour = Al entrar hace ñic y al salir hace crac.
# source-hash: a03d8a3f46e1
card-mun-072-flavour = Nadie sabe por qué funciona. Nadie se atreve a pararlo.
# source-hash: b12c82c7f832
card-mun-084-flavour = La balada es fiel a los hechos. Casi.
# source-hash: 1d21c7035c94
card-mun-085-flavour = Nadie lo comprueba, a nadie le importa, todos aplauden.
# source-hash: a00e4af927a9
card-mun-086-flavour = Resulta que eso siempre estuvo permitido.
# source-hash: ec7f926c919b
card-mun-089-flavour = El goblin sigue muy ilusionado con las vistas.
# source-hash: cd0c75ac5581
card-mun-001-flavour = No está enfadado, solo decepcionado. Aun así, te disuelve los zapatos.
# source-hash: 09a623f82197
card-mun-004-flavour = Todo paga impuestos.
# source-hash: 0d56664fbf04
card-mun-011-flavour = Se te sienta encima.
# source-hash: b215a02a92d8
card-mun-014-flavour = No preguntes qué les pasó.
# source-hash: dfb9dd09a691
card-mun-023-flavour = Ella reescribe el tuyo.
# source-hash: d2f73d523b79
card-mun-030-flavour = Ha salido de la jubilación solo por ti.
# source-hash: 94b57a0e560b
card-mun-032-flavour = Muerte a abrazos.
# source-hash: b17b2bf360fd
card-mun-num-2-flavour = No piensa compartirte con nadie.
# source-hash: f37a76bb793f
card-mun-num-4-flavour = El cuervo nunca está triste.
# source-hash: 941d0698ffc6
card-mun-074-flavour = El valor no viene incluido, solo el líquido.
# source-hash: 92b2d43f1054
card-mun-075-flavour = Todos fingen no darse cuenta.
# source-hash: 0cf8804c1209
card-mun-076-flavour = El envase antiestornudos se vende por separado.
# source-hash: ccccaf8c44d1
card-mun-078-flavour = Con aroma a lavanda.
# source-hash: 08218a9474ec
card-mun-079-flavour = Cuantas más narices, mejor.
# source-hash: 156892e39ec5
card-mun-080-flavour = Cuidado con los calcetines del anterior dueño.
# source-hash: 8de2ac941975
card-mun-081-flavour = Un clásico por algo.
# source-hash: 3513f4c9750a
card-mun-083-flavour = Deseaba más, pero es una moneda modesta.
# source-hash: fefd694bd334
card-mun-098-flavour = Te llevas las ventajas de las dos, y sigues pagando lo que cuestan.
# source-hash: e5b53c006983
card-mun-099-flavour = Las cenas de Navidad son una pesadilla.
# source-hash: faf74cdc1606
card-mun-100-flavour = Tiene derechos.
# source-hash: 342ec66f0b53
card-mun-103-flavour = Los abogados lo han comprobado.
# source-hash: ef574d8c2271
card-mun-104-flavour = Los dos creen que son el original.
# source-hash: 53cbd289b1d7
card-mun-parts-01-flavour = Contar es la mitad de la diversión.
# source-hash: ecaba941147d
card-mun-parts-03-flavour = Quien se lo encuentra, se lo queda.
# source-hash: 62f7bed97a33
card-mun-044-flavour = Apoyar a los demás tiene premio.
# source-hash: 45f4d62bb986
card-mun-045-flavour = Las barbas tienen bolsillos.
