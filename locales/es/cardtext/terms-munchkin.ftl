### Glosario de la familia Munchkin: español. Variantes de $case: nom (por defecto), pl, indef
### (con artículo indefinido), the-pl (plural con artículo), best ("el mejor ..."); .gender.

## Términos del juego

-level = { $case ->
   *[nom] Nivel
    [pl] Niveles
  }
    .gender = masc
-treasure = { $case ->
   *[nom] Tesoro
    [pl] Tesoros
  }
    .gender = masc
-door = { $case ->
   *[nom] Puerta
    [pl] Puertas
  }
    .gender = fem
-bad-stuff = Mal Rollo
    .gender = masc
-run-away = Huir
-item = { $case ->
   *[nom] Objeto
    [pl] Objetos
  }
    .gender = masc
-big-item = { $case ->
   *[nom] Objeto Grande
    [pl] Objetos Grandes
  }
    .gender = masc
-headgear = Casco
    .gender = masc
-armor = Armadura
    .gender = fem
-footgear = Calzado
    .gender = masc
-hong-kong = Hong Kong
-style = Estilo
    .gender = masc

## Tipos de carta

-kind-monster = { $case ->
   *[nom] Monstruo
    [indef] un Monstruo
  }
    .gender = masc
-kind-curse = { $case ->
   *[nom] Maldición
    [indef] una Maldición
  }
    .gender = fem
-kind-race = { $case ->
   *[nom] Raza
    [indef] una Raza
  }
    .gender = fem
-kind-class = { $case ->
   *[nom] Clase
    [indef] una Clase
  }
    .gender = fem
-kind-monster-enhancer = { $case ->
   *[nom] Potenciador de Monstruo
    [indef] un Potenciador de Monstruo
  }
    .gender = masc
-kind-wandering-monster = { $case ->
   *[nom] Monstruo Errante
    [indef] un Monstruo Errante
  }
    .gender = masc
-kind-super-munchkin = { $case ->
   *[nom] Súper Munchkin
    [indef] un Súper Munchkin
  }
    .gender = masc
-kind-half-breed = { $case ->
   *[nom] Mestizo
    [indef] un Mestizo
  }
    .gender = masc
-kind-item = { $case ->
   *[nom] Objeto
    [indef] un Objeto
  }
    .gender = masc
-kind-one-shot = { $case ->
   *[nom] De un solo uso
    [indef] una carta de un solo uso
  }
    .gender = fem
-kind-go-up-a-level = { $case ->
   *[nom] ¡Sube un Nivel!
    [indef] un ¡Sube un Nivel!
  }
    .gender = masc
-kind-hireling = { $case ->
   *[nom] Secuaz
    [indef] un Secuaz
  }
    .gender = masc
-kind-special = { $case ->
   *[nom] Especial
    [indef] una carta Especial
  }
    .gender = fem

## Conjuntos de valores

-slot-headgear = { $case ->
   *[nom] Casco
    [the-pl] los Cascos
    [indef] un Casco
    [best] el mejor Casco
  }
    .gender = masc
-slot-armor = { $case ->
   *[nom] Armadura
    [the-pl] las Armaduras
    [indef] una Armadura
    [best] la mejor Armadura
  }
    .gender = fem
-slot-footgear = { $case ->
   *[nom] Calzado
    [the-pl] el Calzado
    [indef] un Calzado
    [best] el mejor Calzado
  }
    .gender = masc
-loss-headgear = { $case ->
   *[nom] Casco
    [indef] un Casco
  }
    .gender = masc
-loss-armor = { $case ->
   *[nom] Armadura
    [indef] una Armadura
  }
    .gender = fem
-loss-footgear = { $case ->
   *[nom] Calzado
    [indef] Calzado
  }
    .gender = masc
-loss-hand-item = { $case ->
   *[nom] Objeto de mano
    [indef] un Objeto de mano
  }
    .gender = masc
-loss-big-item = { $case ->
   *[nom] Objeto Grande
    [indef] un Objeto Grande
  }
    .gender = masc
-loss-item = { $case ->
   *[nom] Objeto
    [indef] un Objeto
  }
    .gender = masc
-loss-items = Objetos
    .gender = plur
-loss-class = { $case ->
   *[nom] Clase
    [indef] una Clase
  }
    .gender = fem
-loss-race = { $case ->
   *[nom] Raza
    [indef] una Raza
  }
    .gender = fem
-loss-hireling = { $case ->
   *[nom] Secuaz
    [indef] un Secuaz
  }
    .gender = masc
-loss-hand = mano
    .gender = fem
-deck-door = Puertas
-deck-treasure = Tesoros
-gender-male = hombre
-gender-female = mujer
-rank-lowest = más bajo
-rank-highest = más alto
-level-rank-lowest-level = de menor Nivel
-level-rank-highest-level = de mayor Nivel
-more-more = más
-more-fewer = menos
-more-less = menos
-category-class = Clase
    .gender = fem
-category-race = Raza
    .gender = fem

## Razas

-race-dwarf = { $case ->
   *[nom] Enano
    [indef] un Enano
    [pl] Enanos
  }
    .gender = masc
-race-elf = { $case ->
   *[nom] Elfo
    [indef] un Elfo
    [pl] Elfos
  }
    .gender = masc
-race-gnome = { $case ->
   *[nom] Gnomo
    [indef] un Gnomo
    [pl] Gnomos
  }
    .gender = masc
-race-halfling = { $case ->
   *[nom] Mediano
    [indef] un Mediano
    [pl] Medianos
  }
    .gender = masc

## Clases

-class-cleric = { $case ->
   *[nom] Clérigo
    [indef] un Clérigo
    [pl] Clérigos
  }
    .gender = masc
-class-thief = { $case ->
   *[nom] Ladrón
    [indef] un Ladrón
    [pl] Ladrones
  }
    .gender = masc
-class-warden = { $case ->
   *[nom] Guardián
    [indef] un Guardián
    [pl] Guardianes
  }
    .gender = masc
-class-warrior = { $case ->
   *[nom] Guerrero
    [indef] un Guerrero
    [pl] Guerreros
  }
    .gender = masc
-class-wizard = { $case ->
   *[nom] Mago
    [indef] un Mago
    [pl] Magos
  }
    .gender = masc

## Etiquetas (como monstruos: "un No Muerto", "No Muertos")

-tag-beast = { $case ->
   *[nom] Bestia
    [indef] una Bestia
    [pl] Bestias
  }
    .gender = fem
-tag-big = { $case ->
   *[nom] monstruo Grande
    [indef] un monstruo Grande
    [pl] monstruos Grandes
  }
    .gender = masc
-tag-demon = { $case ->
   *[nom] Demonio
    [indef] un Demonio
    [pl] Demonios
  }
    .gender = masc
-tag-dragon = { $case ->
   *[nom] Dragón
    [indef] un Dragón
    [pl] Dragones
  }
    .gender = masc
-tag-flying = { $case ->
   *[nom] monstruo Volador
    [indef] un monstruo Volador
    [pl] monstruos Voladores
  }
    .gender = masc
-tag-ghost = { $case ->
   *[nom] Fantasma
    [indef] un Fantasma
    [pl] Fantasmas
  }
    .gender = masc
-tag-goblin = { $case ->
   *[nom] Goblin
    [indef] un Goblin
    [pl] Goblins
  }
    .gender = masc
-tag-lawyer = { $case ->
   *[nom] Abogado
    [indef] un Abogado
    [pl] Abogados
  }
    .gender = masc
-tag-plant = { $case ->
   *[nom] Planta
    [indef] una Planta
    [pl] Plantas
  }
    .gender = fem
-tag-slime = { $case ->
   *[nom] Limo
    [indef] un Limo
    [pl] Limos
  }
    .gender = masc
-tag-undead = { $case ->
   *[nom] No Muerto
    [indef] un No Muerto
    [pl] No Muertos
  }
    .gender = masc

## Cartas
-card-mun-047 = Entusiasta Titulado de la Espada
    .gender = masc
-card-mun-048 = Aprendiz Lanzahechizos
    .gender = masc
-card-mun-049 = Carterista con Licencia
    .gender = masc
-card-mun-050 = Exorcista Ordenado
    .gender = masc
-card-mun-033 = Polillas Come-sombreros
    .gender = fem
-card-mun-034 = Amnesia Repentina
    .gender = fem
-card-mun-035 = Maleficio del Dedo Aplastado
    .gender = masc
-card-mun-036 = Fallo de Vestuario
    .gender = masc
-card-mun-037 = Crisis de Identidad
    .gender = fem
-card-mun-038 = Polimorfia Fallida
    .gender = fem
-card-mun-039 = Gafe de Manos de Mantequilla
    .gender = masc
-card-mun-040 = Inspección Fiscal Sorpresa
    .gender = fem
-card-mun-041 = Nube de Lluvia Personal
    .gender = fem
-card-mun-042 = Bolsa sin Fondo con Agujero
    .gender = fem
-card-mun-043 = Vecino Envidioso
    .gender = masc
-card-mun-words-gnome = Gnomo Manitas
    .gender = masc
-card-mun-words-warden = Guardián Goblin
    .gender = masc
-card-mun-words-monocle = Monóculo Gnómico
    .gender = masc
-card-mun-words-catcher = Cazagnomos Goblin
    .gender = masc
-card-mun-words-sneak = Goblin Sigiloso
    .gender = masc
-card-mun-090 = Más Viejo que las Montañas
    .gender = masc
-card-mun-091 = Recién Despertado de la Siesta
    .gender = masc
-card-mun-092 = Furioso por el Aparcamiento
    .gender = masc
-card-mun-093 = Fase Adolescente
    .gender = fem
-card-mun-094 = Recién Zombificado
    .gender = masc
-card-mun-095 = Insoportablemente Pegajoso
    .gender = masc
-card-mun-096 = Acompañante sin Invitación
    .gender = masc
-card-mun-097 = Muertos Inquietos de Excursión
    .gender = plur
-card-mun-051 = Gorro Cónico de Arcano Leve
    .gender = masc
-card-mun-052 = Colador de Seguridad Craneal
    .gender = masc
-card-mun-053 = Cubo con Astas de Sobrecompensación
    .gender = masc
-card-mun-054 = Pelele de Cota de Malla
    .gender = masc
-card-mun-055 = Peto de Confianza Inmerecida
    .gender = masc
-card-mun-056 = Túnica de Lentejuelas con Gusto
    .gender = fem
-card-mun-057 = Poncho Antilimo
    .gender = masc
-card-mun-058 = Zapatillas de Retirada Estratégica
    .gender = plur
-card-mun-059 = Botazas con Puntera de Acero
    .gender = plur
-card-mun-060 = Pantuflas de Arrastre Silencioso
    .gender = plur
-card-mun-061 = Cuchillo de Mantequilla Oxidado
    .gender = masc
-card-mun-062 = Escudo Casi Todo Agujeros
    .gender = masc
-card-mun-063 = Varita de Chispas Dudosas
    .gender = fem
-card-mun-064 = Sartén Bendita
    .gender = fem
-card-mun-065 = Pincho de Decisiones Lamentables
    .gender = masc
-card-mun-066 = Guantelete de Exceso de Ambición
    .gender = masc
-card-mun-067 = Arco Largo con Lacitos
    .gender = masc
-card-mun-068 = Tronco de Árbol Entero
    .gender = masc
-card-mun-069 = Alabarda de Distancia Razonable
    .gender = fem
-card-mun-070 = Ariete con Rueditas
    .gender = masc
-card-mun-071 = Taburete Cojo del Ascenso Social
    .gender = masc
-card-mun-072 = Pollo de Goma de la Suerte
    .gender = masc
-card-mun-073 = Capa de Salidas Dramáticas
    .gender = fem
-card-mun-084 = Soborna al Bardo
    .gender = masc
-card-mun-085 = Fanfarronea en la Taberna
    .gender = masc
-card-mun-086 = Por Fin Lee el Reglamento
    .gender = masc
-card-mun-087 = Saca Brillo a tu Trofeo de Participación
    .gender = masc
-card-mun-088 = Despide al Porteador
    .gender = masc
-card-mun-089 = Véndele una Multipropiedad a un Goblin
    .gender = masc
-card-mun-001 = Limo Enfurruñado
    .gender = masc
-card-mun-002 = Helecho Pasivo-Agresivo
    .gender = masc
-card-mun-003 = Gremlin de los Calcetines
    .gender = masc
-card-mun-004 = Recaudador de Impuestos Goblin
    .gender = masc
-card-mun-005 = Tritón Cavernario Gruñón
    .gender = masc
-card-mun-006 = Dragoncito de Bolsillo
    .gender = masc
-card-mun-007 = Fuego Fatuo del Pantano
    .gender = masc
-card-mun-008 = Contable Esquelético
    .gender = masc
-card-mun-009 = Repartidor de Periódicos Zombi
    .gender = masc
-card-mun-010 = Fiambrera Mímica
    .gender = fem
-card-mun-011 = Taburete de Gelatina
    .gender = masc
-card-mun-012 = Acordeón Encantado
    .gender = masc
-card-mun-013 = Becario Minotauro Descontento
    .gender = masc
-card-mun-014 = Bandada de Palomas Mecánicas
    .gender = fem
-card-mun-015 = Draco del Pantano Rencoroso
    .gender = masc
-card-mun-016 = Barón Mosquito Vampiro
    .gender = masc
-card-mun-017 = Gólem de Biblioteca con Retraso
    .gender = masc
-card-mun-018 = Bufé de Ensaladas Carnívoro
    .gender = masc
-card-mun-019 = Banshee con Megáfono
    .gender = fem
-card-mun-020 = Orco Conferenciante Motivacional
    .gender = masc
-card-mun-021 = Liche de Molestia Leve
    .gender = masc
-card-mun-022 = Trol bajo el Puente Levadizo
    .gender = masc
-card-mun-023 = Bruja del Pantano Despechada
    .gender = fem
-card-mun-024 = Caracol Gigantesco de la Perdición
    .gender = masc
-card-mun-025 = Intendente Pirata Fantasma
    .gender = masc
-card-mun-026 = Demonio Mando Intermedio
    .gender = masc
-card-mun-027 = Hidra de Muchas Opiniones
    .gender = fem
-card-mun-028 = Quimera de Decisiones de Comité
    .gender = fem
-card-mun-029 = Sierpe Abogada Ancestral
    .gender = fem
-card-mun-030 = Dragón Anciano Tres Veces Jubilado
    .gender = masc
-card-mun-031 = Coloso de Hueso
    .gender = masc
-card-mun-032 = Tía Tentacular Innombrable
    .gender = fem
-card-mun-num-1 = Morral Menguante
    .gender = masc
-card-mun-num-2 = Cangrejo Ermitaño Celoso
    .gender = masc
-card-mun-num-3 = Maleficio de los Calcetines Mojados
    .gender = masc
-card-mun-num-4 = Amuleto de Cuervo Carroñero
    .gender = masc
-card-mun-num-5 = Pizca de Polvo Humillante
    .gender = fem
-card-mun-num-6 = Saco de Botín Agujereado
    .gender = masc
-card-mun-num-7 = Mochila sin Fondo
    .gender = fem
-card-mun-num-8 = Celador Severo
    .gender = masc
-card-mun-num-9 = Palo de Cuentas del Acaparador
    .gender = masc
-card-mun-074 = Frasco de Valor Líquido
    .gender = masc
-card-mun-075 = Bomba de Humo de Silencio Incómodo
    .gender = fem
-card-mun-076 = Polvo Menguante
    .gender = masc
-card-mun-077 = Tarro de Abejas Furiosas
    .gender = masc
-card-mun-078 = Espray Repelente de Ectoplasma
    .gender = masc
-card-mun-079 = Bomba Fétida de Lujo
    .gender = fem
-card-mun-080 = Agujero Portátil (Poco Usado)
    .gender = masc
-card-mun-081 = Arena de Bolsillo
    .gender = fem
-card-mun-082 = Pergamino de Despedida Cortés
    .gender = masc
-card-mun-083 = Moneda de los Deseos Modestos
    .gender = fem
-card-mun-106 = Mano Agarradora con Palo
    .gender = fem
-card-mun-098 = Permiso de Empollón
    .gender = masc
-card-mun-099 = Árbol Genealógico Muy Complicado
    .gender = masc
-card-mun-100 = Gary el Prescindible
    .gender = masc
-card-mun-101 = Portaantorchas con Opiniones
    .gender = masc
-card-mun-102 = Mula de Carga Llamada Destino
    .gender = fem
-card-mun-103 = Escritura de Toda la Mazmorra
    .gender = fem
-card-mun-104 = Espejo de Duplicación Tediosa
    .gender = masc
-card-mun-105 = Trampilla Oportuna
    .gender = fem
-card-mun-parts-01 = Ábaco del Acaparador
    .gender = masc
-card-mun-parts-02 = Corona del Momento
    .gender = fem
-card-mun-parts-03 = Buceo en Contenedores
    .gender = masc
-card-mun-parts-04 = ¡Protesto!
    .gender = masc
-card-mun-parts-05 = Lanzacuchillos
    .gender = masc
-card-mun-parts-06 = Impulso Caritativo
    .gender = masc
-card-mun-parts-07 = Notario Turbio
    .gender = masc
-card-mun-044 = Abrazaárboles Saltarín
    .gender = masc
-card-mun-045 = Barbudo Robusto
    .gender = masc
-card-mun-046 = Fan del Segundo Desayuno
    .gender = masc
