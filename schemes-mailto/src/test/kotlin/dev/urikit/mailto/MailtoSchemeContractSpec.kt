package dev.urikit.mailto

import dev.urikit.testkit.SchemeContractSpec

/** The mailto scheme against the scheme contract: every address form, header case, encoding and the fragment. */
class MailtoSchemeContractSpec : SchemeContractSpec(
    MailtoScheme(),
    listOf(
        "mailto:",
        "mailto:Joe@Example.COM",
        "MAILTO:a@B.example,c@D.EXAMPLE?subject=Hi",
        "mailto:?to=a@x,b@x",
        "mailto:b@X?to=a@x&Subject=%7e%41&body=l1%0d%0al2",
        "mailto:%22not%40me%22@example.org",
        "mailto:user@%e7%b4%8d%e8%b1%86.Example.org?subject=caf%c3%a9#F%7e",
        "mailto:a@x?In-Reply-To=%3C3469A91.D10AF4C@example.com%3E&cc=Bob@EX.com,%20c@x",
    ),
)
