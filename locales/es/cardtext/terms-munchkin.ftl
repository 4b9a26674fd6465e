### Glosario de la familia Munchkin: español. Variantes de $case: nom (por defecto), pl, indef
### (con artículo indefinido), the-pl (plural con artículo), best ("el mejor ..."); .gender.


## Términos del juego

# source-hash: b35bbb70d4d9
-level =
    { $case ->
       *[nom] Nivel
        [pl] Niveles
    }
    .gender = masc
# source-hash: 21aa09c13a82
-treasure =
    { $case ->
       *[nom] Tesoro
        [pl] Tesoros
    }
    .gender = masc
# source-hash: e5634d07e00f
-door =
    { $case ->
       *[nom] Puerta
        [pl] Puertas
    }
    .gender = fem
# source-hash: b0fbc278a875
-bad-stuff = Mal Rollo
    .gender = masc
# source-hash: 72f0df12120d
-run-away = Huir
# source-hash: e4a4861515e3
-item =
    { $case ->
       *[nom] Objeto
        [pl] Objetos
    }
    .gender = masc
# source-hash: d477cd58ff6a
-big-item =
    { $case ->
       *[nom] Objeto Grande
        [pl] Objetos Grandes
    }
    .gender = masc
# source-hash: 9686b474a4a8
-headgear = Casco
    .gender = masc
# source-hash: dff6ad522d97
-armor = Armadura
    .gender = fem
# source-hash: 872416aa9a92
-footgear = Calzado
    .gender = masc
# source-hash: 232594c056cf
-hong-kong = Hong Kong
# source-hash: cd3af0c54ef8
-style = Estilo
    .gender = masc

## Tipos de carta

# source-hash: 7264b1c194ea
-kind-monster =
    { $case ->
       *[nom] Monstruo
        [indef] un Monstruo
    }
    .gender = masc
# source-hash: dd6e6c87c22c
-kind-curse =
    { $case ->
       *[nom] Maldición
        [indef] una Maldición
    }
    .gender = fem
# source-hash: 6bf8a0c44ea7
-kind-race =
    { $case ->
       *[nom] Raza
        [indef] una Raza
    }
    .gender = fem
# source-hash: 3269b45e3fdd
-kind-class =
    { $case ->
       *[nom] Clase
        [indef] una Clase
    }
    .gender = fem
# source-hash: 130ee17bc626
-kind-monster-enhancer =
    { $case ->
       *[nom] Potenciador de Monstruo
        [indef] un Potenciador de Monstruo
    }
    .gender = masc
# source-hash: 74708c986dc2
-kind-wandering-monster =
    { $case ->
       *[nom] Monstruo Errante
        [indef] un Monstruo Errante
    }
    .gender = masc
# source-hash: 0850fd8f9356
-kind-super-munchkin =
    { $case ->
       *[nom] Súper Munchkin
        [indef] un Súper Munchkin
    }
    .gender = masc
# source-hash: d2f36262a4fb
-kind-half-breed =
    { $case ->
       *[nom] Mestizo
        [indef] un Mestizo
    }
    .gender = masc
# source-hash: b2d5a39bc9ab
-kind-item =
    { $case ->
       *[nom] Objeto
        [indef] un Objeto
    }
    .gender = masc
# source-hash: 78d6803a75c7
-kind-one-shot =
    { $case ->
       *[nom] De un solo uso
        [indef] una carta de un solo uso
    }
    .gender = fem
# source-hash: 7de600e69d24
-kind-go-up-a-level =
    { $case ->
       *[nom] ¡Sube un Nivel!
        [indef] un ¡Sube un Nivel!
    }
    .gender = masc
# source-hash: 73a6327215e8
-kind-hireling =
    { $case ->
       *[nom] Secuaz
        [indef] un Secuaz
    }
    .gender = masc
# source-hash: 34b7b50c35a3
-kind-special =
    { $case ->
       *[nom] Especial
        [indef] una carta Especial
    }
    .gender = fem

## Conjuntos de valores

# source-hash: 26b65d77f40b
-slot-headgear =
    { $case ->
       *[nom] Casco
        [the-pl] los Cascos
        [indef] un Casco
        [best] el mejor Casco
    }
    .gender = masc
# source-hash: 25a26f1da3bf
-slot-armor =
    { $case ->
       *[nom] Armadura
        [the-pl] las Armaduras
        [indef] una Armadura
        [best] la mejor Armadura
    }
    .gender = fem
# source-hash: 4e07253feef8
-slot-footgear =
    { $case ->
       *[nom] Calzado
        [the-pl] el Calzado
        [indef] un Calzado
        [best] el mejor Calzado
    }
    .gender = masc
# source-hash: e5bc4b427a7a
-loss-headgear =
    { $case ->
       *[nom] Casco
        [indef] un Casco
    }
    .gender = masc
# source-hash: d542cac0ed06
-loss-armor =
    { $case ->
       *[nom] Armadura
        [indef] una Armadura
    }
    .gender = fem
# source-hash: ffefa6e0dd40
-loss-footgear =
    { $case ->
       *[nom] Calzado
        [indef] Calzado
    }
    .gender = masc
# source-hash: 959413ae81e3
-loss-hand-item =
    { $case ->
       *[nom] Objeto de mano
        [indef] un Objeto de mano
    }
    .gender = masc
# source-hash: e6e231b609c1
-loss-big-item =
    { $case ->
       *[nom] Objeto Grande
        [indef] un Objeto Grande
    }
    .gender = masc
# source-hash: 9f55848a12f5
-loss-item =
    { $case ->
       *[nom] Objeto
        [indef] un Objeto
    }
    .gender = masc
# source-hash: 2d50145f9fe7
-loss-items = Objetos
    .gender = plur
# source-hash: 4f7f67890982
-loss-class =
    { $case ->
       *[nom] Clase
        [indef] una Clase
    }
    .gender = fem
# source-hash: d21ac1f83a40
-loss-race =
    { $case ->
       *[nom] Raza
        [indef] una Raza
    }
    .gender = fem
# source-hash: e81a4971d9f4
-loss-hireling =
    { $case ->
       *[nom] Secuaz
        [indef] un Secuaz
    }
    .gender = masc
# source-hash: 61eae7930b06
-loss-hand = mano
    .gender = fem
# source-hash: 4afa14285dd3
-deck-door = Puertas
# source-hash: 1e8ea04b5142
-deck-treasure = Tesoros
# source-hash: 4b445a30daaf
-gender-male = hombre
# source-hash: 97821466a7c6
-gender-female = mujer
# source-hash: 0322cd822fc4
-rank-lowest = más bajo
# source-hash: 09317c66a450
-rank-highest = más alto
# source-hash: 5859bc7b4a50
-level-rank-lowest-level = de menor Nivel
# source-hash: 54e8f0638e90
-level-rank-highest-level = de mayor Nivel
# source-hash: f1cd21160ac0
-more-more = más
# source-hash: 2d5a923cdca2
-more-fewer = menos
# source-hash: c8d131c83328
-more-less = menos
# source-hash: db166a08ea2d
-category-class = Clase
    .gender = fem
# source-hash: cd778e3dee3e
-category-race = Raza
    .gender = fem

## Razas

# source-hash: 40e85a518e99
-race-dwarf =
    { $case ->
       *[nom] Enano
        [indef] un Enano
        [pl] Enanos
    }
    .gender = masc
# source-hash: fcc77eab1726
-race-elf =
    { $case ->
       *[nom] Elfo
        [indef] un Elfo
        [pl] Elfos
    }
    .gender = masc
# source-hash: b2e4cac3b87b
-race-gnome =
    { $case ->
       *[nom] Gnomo
        [indef] un Gnomo
        [pl] Gnomos
    }
    .gender = masc
# source-hash: ea8e11f3a676
-race-halfling =
    { $case ->
       *[nom] Mediano
        [indef] un Mediano
        [pl] Medianos
    }
    .gender = masc

## Clases

# source-hash: b041765d0f33
-class-cleric =
    { $case ->
       *[nom] Clérigo
        [indef] un Clérigo
        [pl] Clérigos
    }
    .gender = masc
# source-hash: 4fe6da5f18f3
-class-thief =
    { $case ->
       *[nom] Ladrón
        [indef] un Ladrón
        [pl] Ladrones
    }
    .gender = masc
# source-hash: 0ef84283faf6
-class-warden =
    { $case ->
       *[nom] Guardián
        [indef] un Guardián
        [pl] Guardianes
    }
    .gender = masc
# source-hash: e1d1a688fe17
-class-warrior =
    { $case ->
       *[nom] Guerrero
        [indef] un Guerrero
        [pl] Guerreros
    }
    .gender = masc
# source-hash: 577f78066463
-class-wizard =
    { $case ->
       *[nom] Mago
        [indef] un Mago
        [pl] Magos
    }
    .gender = masc

## Etiquetas (como monstruos: "un No Muerto", "No Muertos")

# source-hash: 6722dbfbf245
-tag-beast =
    { $case ->
       *[nom] Bestia
        [indef] una Bestia
        [pl] Bestias
    }
    .gender = fem
# source-hash: b58715fe5482
-tag-big =
    { $case ->
       *[nom] monstruo Grande
        [indef] un monstruo Grande
        [pl] monstruos Grandes
        [adj] Grande
        [adj-pl] Grandes
    }
    .gender = masc
# source-hash: 25285916bbf4
-tag-demon =
    { $case ->
       *[nom] Demonio
        [indef] un Demonio
        [pl] Demonios
    }
    .gender = masc
# source-hash: 75800950028c
-tag-dragon =
    { $case ->
       *[nom] Dragón
        [indef] un Dragón
        [pl] Dragones
    }
    .gender = masc
# source-hash: 791106c52aab
-tag-flying =
    { $case ->
       *[nom] monstruo Volador
        [indef] un monstruo Volador
        [pl] monstruos Voladores
    }
    .gender = masc
# source-hash: d5faa39f49d3
-tag-ghost =
    { $case ->
       *[nom] Fantasma
        [indef] un Fantasma
        [pl] Fantasmas
    }
    .gender = masc
# source-hash: 4f854afc146f
-tag-goblin =
    { $case ->
       *[nom] Goblin
        [indef] un Goblin
        [pl] Goblins
    }
    .gender = masc
# source-hash: 3447144f7910
-tag-lawyer =
    { $case ->
       *[nom] Abogado
        [indef] un Abogado
        [pl] Abogados
    }
    .gender = masc
# source-hash: 99f5299222a8
-tag-plant =
    { $case ->
       *[nom] Planta
        [indef] una Planta
        [pl] Plantas
    }
    .gender = fem
# source-hash: dabd268faeaf
-tag-slime =
    { $case ->
       *[nom] Limo
        [indef] un Limo
        [pl] Limos
    }
    .gender = masc
# source-hash: cf7b1a4f5e87
-tag-undead =
    { $case ->
       *[nom] No Muerto
        [indef] un No Muerto
        [pl] No Muertos
    }
    .gender = masc

## Cartas

# source-hash: 47d0c5bc0fa9
-card-mun-047 = Entusiasta Titulado de la Espada
    .gender = masc
# source-hash: 6f96b9e6b356
-card-mun-048 = Aprendiz Lanzahechizos
    .gender = masc
# source-hash: df31fdec7d90
-card-mun-049 = Carterista con Licencia
    .gender = masc
# source-hash: dd177a4ecbf3
-card-mun-050 = Exorcista Ordenado
    .gender = masc
# source-hash: 1472e852866d
-card-mun-033 = Polillas Come-sombreros
    .gender = fem
# source-hash: 381051b6ada2
-card-mun-034 = Amnesia Repentina
    .gender = fem
# source-hash: 61e057f3aabe
-card-mun-035 = Maleficio del Dedo Aplastado
    .gender = masc
# source-hash: d1553e681a8b
-card-mun-036 = Fallo de Vestuario
    .gender = masc
# source-hash: 0e031aad6234
-card-mun-037 = Crisis de Identidad
    .gender = fem
# source-hash: c7c478d4faeb
-card-mun-038 = Polimorfia Fallida
    .gender = fem
# source-hash: 3f875e068bed
-card-mun-039 = Gafe de Manos de Mantequilla
    .gender = masc
# source-hash: 5e6110521f48
-card-mun-040 = Inspección Fiscal Sorpresa
    .gender = fem
# source-hash: dbf50e8be570
-card-mun-041 = Nube de Lluvia Personal
    .gender = fem
# source-hash: 515460bf9eb3
-card-mun-042 = Bolsa sin Fondo con Agujero
    .gender = fem
# source-hash: bcbb50420b83
-card-mun-043 = Vecino Envidioso
    .gender = masc
# source-hash: 222aacd27dd0
-card-mun-words-gnome = Gnomo Manitas
    .gender = masc
# source-hash: afee771c656a
-card-mun-words-warden = Guardián Goblin
    .gender = masc
# source-hash: 29740b4f1383
-card-mun-words-monocle = Monóculo Gnómico
    .gender = masc
# source-hash: d38c331c7a85
-card-mun-words-catcher = Cazagnomos Goblin
    .gender = masc
# source-hash: e669a60e3cc8
-card-mun-words-sneak = Goblin Sigiloso
    .gender = masc
# source-hash: 49f4f45c190b
-card-mun-090 = Más Viejo que las Montañas
    .gender = masc
# source-hash: d216ac16cc4e
-card-mun-091 = Recién Despertado de la Siesta
    .gender = masc
# source-hash: 05f4ea159fe9
-card-mun-092 = Furioso por el Aparcamiento
    .gender = masc
# source-hash: ba82af2940d9
-card-mun-093 = Fase Adolescente
    .gender = fem
# source-hash: 5b5bfe10ed8d
-card-mun-094 = Recién Zombificado
    .gender = masc
# source-hash: a4c85f7e667c
-card-mun-095 = Insoportablemente Pegajoso
    .gender = masc
# source-hash: fd79329beb5c
-card-mun-096 = Acompañante sin Invitación
    .gender = masc
# source-hash: d0b308a8df4a
-card-mun-097 = Muertos Inquietos de Excursión
    .gender = plur
# source-hash: 4d11d76ed4cc
-card-mun-051 = Gorro Cónico de Arcano Leve
    .gender = masc
# source-hash: fef9534e8c5a
-card-mun-052 = Colador de Seguridad Craneal
    .gender = masc
# source-hash: 7b255a6c271d
-card-mun-053 = Cubo con Astas de Sobrecompensación
    .gender = masc
# source-hash: 5da11b2541cb
-card-mun-054 = Pelele de Cota de Malla
    .gender = masc
# source-hash: 591748cd7475
-card-mun-055 = Peto de Confianza Inmerecida
    .gender = masc
# source-hash: 38a74000466a
-card-mun-056 = Túnica de Lentejuelas con Gusto
    .gender = fem
# source-hash: db8c4cc0e0d5
-card-mun-057 = Poncho Antilimo
    .gender = masc
# source-hash: 29aca597d27c
-card-mun-058 = Zapatillas de Retirada Estratégica
    .gender = plur
# source-hash: 41e1ee7c7aef
-card-mun-059 = Botazas con Puntera de Acero
    .gender = plur
# source-hash: bb0c8358acd9
-card-mun-060 = Pantuflas de Arrastre Silencioso
    .gender = plur
# source-hash: 7789d3a7bef2
-card-mun-061 = Cuchillo de Mantequilla Oxidado
    .gender = masc
# source-hash: fd4e5c93d88a
-card-mun-062 = Escudo Casi Todo Agujeros
    .gender = masc
# source-hash: 1e95ed89f7cf
-card-mun-063 = Varita de Chispas Dudosas
    .gender = fem
# source-hash: 09196e67e489
-card-mun-064 = Sartén Bendita
    .gender = fem
# source-hash: cfe4a1589f1f
-card-mun-065 = Pincho de Decisiones Lamentables
    .gender = masc
# source-hash: b9bf87bd90bc
-card-mun-066 = Guantelete de Exceso de Ambición
    .gender = masc
# source-hash: 150dbac47e98
-card-mun-067 = Arco Largo con Lacitos
    .gender = masc
# source-hash: 642f8a76885e
-card-mun-068 = Tronco de Árbol Entero
    .gender = masc
# source-hash: ac9ef4779f0d
-card-mun-069 = Alabarda de Distancia Razonable
    .gender = fem
# source-hash: 7e844d87a179
-card-mun-070 = Ariete con Rueditas
    .gender = masc
# source-hash: 642dea68acbf
-card-mun-071 = Taburete Cojo del Ascenso Social
    .gender = masc
# source-hash: bf96f10fd223
-card-mun-072 = Pollo de Goma de la Suerte
    .gender = masc
# source-hash: 0f2cc0efd894
-card-mun-073 = Capa de Salidas Dramáticas
    .gender = fem
# source-hash: 521457de591e
-card-mun-084 = Soborna al Bardo
    .gender = masc
# source-hash: 29819de6e5e1
-card-mun-085 = Fanfarronea en la Taberna
    .gender = masc
# source-hash: 358730fb706f
-card-mun-086 = Por Fin Lee el Reglamento
    .gender = masc
# source-hash: fe4ed95cf122
-card-mun-087 = Saca Brillo a tu Trofeo de Participación
    .gender = masc
# source-hash: 94ca68277c2e
-card-mun-088 = Despide al Porteador
    .gender = masc
# source-hash: 487c31ded22d
-card-mun-089 = Véndele una Multipropiedad a un Goblin
    .gender = masc
# source-hash: 300fada7de1c
-card-mun-001 = Limo Enfurruñado
    .gender = masc
# source-hash: cf181da83041
-card-mun-002 = Helecho Pasivo-Agresivo
    .gender = masc
# source-hash: 14c8082c176e
-card-mun-003 = Gremlin de los Calcetines
    .gender = masc
# source-hash: 29ddb46e91f7
-card-mun-004 = Recaudador de Impuestos Goblin
    .gender = masc
# source-hash: 13131b3cd214
-card-mun-005 = Tritón Cavernario Gruñón
    .gender = masc
# source-hash: 5500c6404910
-card-mun-006 = Dragoncito de Bolsillo
    .gender = masc
# source-hash: 68c3271fbb9d
-card-mun-007 = Fuego Fatuo del Pantano
    .gender = masc
# source-hash: f9f742e64ac4
-card-mun-008 = Contable Esquelético
    .gender = masc
# source-hash: 5f992c543778
-card-mun-009 = Repartidor de Periódicos Zombi
    .gender = masc
# source-hash: d8f429b7c6fb
-card-mun-010 = Fiambrera Mímica
    .gender = fem
# source-hash: 43526e4e5eb2
-card-mun-011 = Taburete de Gelatina
    .gender = masc
# source-hash: d0998f39b061
-card-mun-012 = Acordeón Encantado
    .gender = masc
# source-hash: 3a303a6f8417
-card-mun-013 = Becario Minotauro Descontento
    .gender = masc
# source-hash: 4b7ff1cc5c62
-card-mun-014 = Bandada de Palomas Mecánicas
    .gender = fem
# source-hash: adff58d3bd09
-card-mun-015 = Draco del Pantano Rencoroso
    .gender = masc
# source-hash: f18c1a802e87
-card-mun-016 = Barón Mosquito Vampiro
    .gender = masc
# source-hash: ce28bda880dc
-card-mun-017 = Gólem de Biblioteca con Retraso
    .gender = masc
# source-hash: 30ac620c38f5
-card-mun-018 = Bufé de Ensaladas Carnívoro
    .gender = masc
# source-hash: cfca30b705db
-card-mun-019 = Banshee con Megáfono
    .gender = fem
# source-hash: b5f1c617f1aa
-card-mun-020 = Orco Conferenciante Motivacional
    .gender = masc
# source-hash: 443a8fc24681
-card-mun-021 = Liche de Molestia Leve
    .gender = masc
# source-hash: 5c85d37b5757
-card-mun-022 = Trol bajo el Puente Levadizo
    .gender = masc
# source-hash: 29e7280ca155
-card-mun-023 = Bruja del Pantano Despechada
    .gender = fem
# source-hash: fedb0ae98a4a
-card-mun-024 = Caracol Gigantesco de la Perdición
    .gender = masc
# source-hash: b449d317235b
-card-mun-025 = Intendente Pirata Fantasma
    .gender = masc
# source-hash: 986c49d82bb6
-card-mun-026 = Demonio Mando Intermedio
    .gender = masc
# source-hash: dc933fbbeca2
-card-mun-027 = Hidra de Muchas Opiniones
    .gender = fem
# source-hash: ec04378d26dd
-card-mun-028 = Quimera de Decisiones de Comité
    .gender = fem
# source-hash: 0e0523a3ac23
-card-mun-029 = Sierpe Abogada Ancestral
    .gender = fem
# source-hash: b02c2c36f874
-card-mun-030 = Dragón Anciano Tres Veces Jubilado
    .gender = masc
# source-hash: 7e29c65b6a20
-card-mun-031 = Coloso de Hueso
    .gender = masc
# source-hash: fd47bfda1f7a
-card-mun-032 = Tía Tentacular Innombrable
    .gender = fem
# source-hash: a5d3b8efadec
-card-mun-num-1 = Morral Menguante
    .gender = masc
# source-hash: 7ffb767b6171
-card-mun-num-2 = Cangrejo Ermitaño Celoso
    .gender = masc
# source-hash: 673ca695e1ef
-card-mun-num-3 = Maleficio de los Calcetines Mojados
    .gender = masc
# source-hash: 3183b82d84e5
-card-mun-num-4 = Amuleto de Cuervo Carroñero
    .gender = masc
# source-hash: e3bcfe159985
-card-mun-num-5 = Pizca de Polvo Humillante
    .gender = fem
# source-hash: 22c1b6eb1d54
-card-mun-num-6 = Saco de Botín Agujereado
    .gender = masc
# source-hash: 69ab9e094697
-card-mun-num-7 = Mochila sin Fondo
    .gender = fem
# source-hash: 6f5f2e70e374
-card-mun-num-8 = Celador Severo
    .gender = masc
# source-hash: 743c3310444e
-card-mun-num-9 = Palo de Cuentas del Acaparador
    .gender = masc
# source-hash: d8b9e7403250
-card-mun-074 = Frasco de Valor Líquido
    .gender = masc
# source-hash: 84f148a21c30
-card-mun-075 = Bomba de Humo de Silencio Incómodo
    .gender = fem
# source-hash: ff370230ec81
-card-mun-076 = Polvo Menguante
    .gender = masc
# source-hash: 19abe59e0a6b
-card-mun-077 = Tarro de Abejas Furiosas
    .gender = masc
# source-hash: 8f0a1107e3be
-card-mun-078 = Espray Repelente de Ectoplasma
    .gender = masc
# source-hash: f0d5b18aed66
-card-mun-079 = Bomba Fétida de Lujo
    .gender = fem
# source-hash: 7fb19100b573
-card-mun-080 = Agujero Portátil (Poco Usado)
    .gender = masc
# source-hash: 62ca5e021330
-card-mun-081 = Arena de Bolsillo
    .gender = fem
# source-hash: 88bb1e1c6ba8
-card-mun-082 = Pergamino de Despedida Cortés
    .gender = masc
# source-hash: 867a70b95b6f
-card-mun-083 = Moneda de los Deseos Modestos
    .gender = fem
# source-hash: 6ff812455552
-card-mun-106 = Mano Agarradora con Palo
    .gender = fem
# source-hash: 8d34a37c36f5
-card-mun-098 = Permiso de Empollón
    .gender = masc
# source-hash: dee7baeab9db
-card-mun-099 = Árbol Genealógico Muy Complicado
    .gender = masc
# source-hash: ab3936de4812
-card-mun-100 = Gary el Prescindible
    .gender = masc
# source-hash: 1df34891ea91
-card-mun-101 = Portaantorchas con Opiniones
    .gender = masc
# source-hash: c9085c0fc91d
-card-mun-102 = Mula de Carga Llamada Destino
    .gender = fem
# source-hash: 5979ada14abe
-card-mun-103 = Escritura de Toda la Mazmorra
    .gender = fem
# source-hash: 80b04763cc92
-card-mun-104 = Espejo de Duplicación Tediosa
    .gender = masc
# source-hash: cd82dc76d6f3
-card-mun-105 = Trampilla Oportuna
    .gender = fem
# source-hash: abf8e5cddd66
-card-mun-parts-01 = Ábaco del Acaparador
    .gender = masc
# source-hash: 3b0aaa3f389c
-card-mun-parts-02 = Corona del Momento
    .gender = fem
# source-hash: da384b80fbc9
-card-mun-parts-03 = Buceo en Contenedores
    .gender = masc
# source-hash: 26cf1606423c
-card-mun-parts-04 = ¡Protesto!
    .gender = masc
# source-hash: 3e74f0208578
-card-mun-parts-05 = Lanzacuchillos
    .gender = masc
# source-hash: 4e35ff402e0c
-card-mun-parts-06 = Impulso Caritativo
    .gender = masc
# source-hash: 3320a2dc30ed
-card-mun-parts-07 = Notario Turbio
    .gender = masc
# source-hash: cf030f3e51ac
-card-mun-044 = Abrazaárboles Saltarín
    .gender = masc
# source-hash: fcf3a418e805
-card-mun-045 = Barbudo Robusto
    .gender = masc
# source-hash: e29f9bd916c3
-card-mun-046 = Fan del Segundo Desayuno
    .gender = masc

## Card backs: the game's title and its decks' names as a back prints them (toolkit/render/cardtext.py)
# source-hash: 79228f16aacf
-game-title = Munchkin
