package dev.urikit.gopher

import dev.urikit.testkit.SchemeContractSpec

/** Samples: case, default and empty ports, empty gopher-paths, searches, gopher+ strings, encodings, every host form. */
private val samples = listOf(
    "gopher://gopher.example",
    "GOPHER://Gopher.Example.COM:70/",
    "gopher://spinaltap.micro.umn.edu/00/Weather/California/Los%20Angeles",
    "gopher://h.example/7/find%09frogs%7e",
    "gopher://h.example/1a%09%09!+ABSTRACT%20+SMELL",
    "gopher://h.example/1a%09%09+%091%0D%0A+-1%0D%0Av1%0D%0A.%0D%0A",
    "gopher://h.example/0a/./b/../c?d%3f",
    "gopher://[2001:DB8::1]:7070/",
    "gopher://192.0.2.1",
    "gopher://h.example:/%30%41",
    "gopher://h.example:0070/1#F%7e",
    "gopher://h.example/?x",
)

class GopherSchemeContractSpec : SchemeContractSpec(GopherScheme(), samples, listOf(GopherUri::class.java))
