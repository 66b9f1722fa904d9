package dev.urikit.wais

import dev.urikit.testkit.SchemeContractSpec

/** Samples: the three forms, case, default and empty ports, dot names, encodings, every host form. */
private val samples = listOf(
    "wais://wais.example/",
    "WAIS://Wais.Example:210/recipes",
    "wais://wais.example/recipes?frogs%20and%20toads",
    "wais://wais.example/recipes?a;b:c@d&e=f",
    "wais://wais.example/recipes/TEXT/0%2012%2fx",
    "wais://h.example/../%2E/..",
    "wais://[2001:DB8::1]:2100/db",
    "wais://192.0.2.1/%64b?",
    "wais://h.example:/db#F%7e",
)

class WaisSchemeContractSpec : SchemeContractSpec(WaisScheme(), samples, listOf(WaisUri::class.java))
