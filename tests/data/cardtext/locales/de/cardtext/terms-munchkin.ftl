-level = { $count ->
       *[one] Stufe
        [other] Stufen
    }
    .gender = fem
-treasure = { $count ->
       *[one] { $case ->
           *[nom] Schatz
            [acc] Schatz
            [dat] Schatz
            [gen] Schatzes
        }
        [other] { $case ->
           *[nom] Schätze
            [acc] Schätze
            [dat] Schätzen
            [gen] Schätze
        }
    }
    .gender = masc
-card-fx-001 = { $case ->
       *[nom] Schmollender Schleim
        [acc] Schmollenden Schleim
        [dat] Schmollendem Schleim
        [gen] Schmollenden Schleims
    }
    .gender = masc
-card-fx-002 = { $case ->
       *[nom] Sieb der Schädelsicherheit
        [acc] Sieb der Schädelsicherheit
        [dat] Sieb der Schädelsicherheit
        [gen] Siebs der Schädelsicherheit
    }
    .gender = neut
