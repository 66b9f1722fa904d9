package dev.urikit.urn

import dev.urikit.testkit.SchemeContractSpec

/** The urn scheme with the given namespaces only. */
private fun scheme(vararg namespaces: UrnNamespace): UrnScheme = UrnScheme(UrnNamespaces.of(*namespaces))

/** Samples every flavour shares: case of "urn" and the NID, r-, q- and f-components. */
private fun samples(nid: String, vararg nss: String): List<String> = nss.flatMap {
    listOf(
        "urn:$nid:$it",
        "URN:${nid.uppercase()}:$it?+r%2f?=q=1&x#F%7e",
        "urn:${nid.replaceFirstChar(Char::uppercase)}:$it?=a?+b",
        "urn:$nid:$it#",
    )
}

/** The generic rules of RFC 8141, no namespace: dot-segments, percent-encoding, '/' and ':' in the NSS. */
class UrnSchemeContractSpec : SchemeContractSpec(
    scheme(),
    samples("example", "a123,z456", "a/./b/../c", "%2c%7e%41", "x:y:z", "a//b") +
        listOf("urn:a-b:c", "urn:oasis:names:specification:docbook:dtd:xml:4.1.2"),
)

class UuidNamespaceContractSpec : SchemeContractSpec(
    scheme(UuidNamespace()),
    samples("uuid", "F81D4FAE-7DEC-11D0-A765-00A0C91E6BF6", "f81d4fae-7dec-11d0-a765-00a0c91e6bf6"),
)

class IsbnNamespaceContractSpec : SchemeContractSpec(
    scheme(IsbnNamespace()),
    samples("isbn", "978-0-306-40615-7", "9780306406157", "0-8044-2957-x", "080442957X"),
)

class IssnNamespaceContractSpec : SchemeContractSpec(
    scheme(IssnNamespace()),
    samples("issn", "2434-561x", "2434-561X", "0317-8471"),
)

class OidNamespaceContractSpec : SchemeContractSpec(
    scheme(OidNamespace()),
    samples("oid", "1.3.6.1.4.1.343", "0", "2.999"),
)

class IetfNamespaceContractSpec : SchemeContractSpec(
    scheme(IetfNamespace()),
    samples("ietf", "rfc:3986", "RFC:03986", "id:Draft-X", "params:xml:ns:%7e"),
)

class ExampleNamespaceContractSpec : SchemeContractSpec(
    scheme(ExampleNamespace()),
    samples("example", "a123,z456", "a/../b"),
)
