package dev.urikit.file

import dev.urikit.testkit.SchemeContractSpec

/** Samples: every form RFC 8089 section 2 and Appendix E allow, case, dot-segments, encodings, every host form. */
private val samples = listOf(
    "file:///tmp/a",
    "file:/tmp/a",
    "file://localhost/tmp/a",
    "FILE://LocalHost/tmp/./a/../b",
    "file://Host.Example.COM/share/a%20b",
    "file://192.0.2.1/share/x",
    "file://[2001:DB8::1]/share/x",
    "file:///C:/x",
    "file:/c:/a/../../x",
    "file:C:/x#F%7e",
    "file:////Server/share/x",
    "file://///server/share/%2e%2E/x",
    "file:////localhost/share/x",
    "file:///a/..//b",
    "file:///",
)

class FileSchemeContractSpec : SchemeContractSpec(FileScheme(), samples, listOf(FileUri::class.java))
