package dev.urikit.prospero

import dev.urikit.testkit.SchemeContractSpec

/** Samples: the RFC's example, fields, '?' in the path, case, default and empty ports, encodings, every host form. */
private val samples = listOf(
    "prospero://host.dom//pros/name",
    "PROSPERO://Host.DOM:1525//pros/name;OBJECT-VERSION=2",
    "prospero://host.dom/a%3Bb?c;x=%3D;y=",
    "prospero://h.example/a/./b/../c",
    "prospero://[2001:DB8::1]:99/",
    "prospero://192.0.2.1/%61;%76=%31",
    "prospero://h.example:/x#F%7e",
)

class ProsperoSchemeContractSpec : SchemeContractSpec(ProsperoScheme(), samples, listOf(ProsperoUri::class.java))
