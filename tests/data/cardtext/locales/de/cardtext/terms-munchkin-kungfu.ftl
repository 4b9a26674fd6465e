-card-fxk-001 = { $case ->
       *[nom] Schmollender Knödel
        [acc] Schmollenden Knödel
        [dat] Schmollendem Knödel
        [gen] Schmollenden Knödels
    }
    .gender = masc
