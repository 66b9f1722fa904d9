package dev.urikit.http

/**
 * The http and https cases of the conformance vectors (normalize, equivalence and scheme-level
 * facts), each with the source it names: RFC 3986 sections 6.2.2 and 6.2.3, RFC 7230 section 2.7,
 * RFC 9110 section 4.2.
 */
internal object HttpVectorCases {

    data class Normalize(val input: String, val expected: String, val level: String, val source: String)

    data class Equivalent(val a: String, val b: String, val equivalent: Boolean, val level: String, val source: String)

    data class Fact(val input: String, val valid: Boolean, val host: String?, val port: Int?, val requestTarget: String?, val source: String)

    val normalize = listOf(
        Normalize("HTTP://www.EXAMPLE.com/", "http://www.example.com/", "syntax", "RFC 3986 section 6.2.2.1"),
        Normalize("http://example.com", "http://example.com/", "scheme", "RFC 3986 section 6.2.3"),
        Normalize("http://example.com/", "http://example.com/", "scheme", "RFC 3986 section 6.2.3"),
        Normalize("http://example.com:/", "http://example.com/", "scheme", "RFC 3986 section 6.2.3"),
        Normalize("http://example.com:80/", "http://example.com/", "scheme", "RFC 3986 section 6.2.3"),
        Normalize("http://example.com/?", "http://example.com/?", "scheme", "RFC 3986 section 6.2.3"),
        Normalize("http://example.com:80/~smith/home.html", "http://example.com/~smith/home.html", "scheme", "RFC 7230 section 2.7.3"),
        Normalize("http://EXAMPLE.com/%7Esmith/home.html", "http://example.com/~smith/home.html", "scheme", "RFC 7230 section 2.7.3"),
        Normalize("http://EXAMPLE.com:/%7esmith/home.html", "http://example.com/~smith/home.html", "scheme", "RFC 7230 section 2.7.3"),
        Normalize("https://example.com:443", "https://example.com/", "scheme", "RFC 3986 section 6.2.3 (derived: default port / empty path rule)"),
        Normalize("HTTPS://Example.COM:443/a?b#c", "https://example.com/a?b#c", "scheme", "RFC 3986 section 6.2.3 (derived: default port / empty path rule)"),
        Normalize("https://example.com:80/", "https://example.com:80/", "scheme", "RFC 3986 section 6.2.3 (derived: default port / empty path rule); 80 is not the https default"),
        Normalize("http://example.com:443/", "http://example.com:443/", "scheme", "RFC 3986 section 6.2.3 (derived: default port / empty path rule); 443 is not the http default"),
        Normalize("http://example.com:0080/", "http://example.com:0080/", "scheme", "RFC 3986 section 6.2.3 (derived: default port / empty path rule); port is compared as written, see note"),
        Normalize("http://user@example.com:/", "http://user@example.com/", "scheme", "RFC 3986 section 6.2.3 (derived: default port / empty path rule)"),
        Normalize("http://EXAMPLE.com:80?q", "http://example.com/?q", "scheme", "RFC 3986 section 6.2.3 (derived: default port / empty path rule)"),
        Normalize("http://example.com/%7E/%41/%2F?%7e#%7e", "http://example.com/~/A/%2F?~#~", "scheme", "RFC 3986 section 6.2.3 (derived: default port / empty path rule)"),
    )

    val equivalence = listOf(
        Equivalent("HTTP://www.EXAMPLE.com/", "http://www.example.com/", true, "syntax", "RFC 3986 section 6.2.2.1"),
        Equivalent("HTTP://www.EXAMPLE.com/", "http://www.example.com/", false, "simple", "RFC 3986 section 6.2.1 (simple string comparison gives a false negative)"),
        Equivalent("http://example.com", "http://example.com/", true, "scheme", "RFC 3986 section 6.2.3"),
        Equivalent("http://example.com", "http://example.com:/", true, "scheme", "RFC 3986 section 6.2.3"),
        Equivalent("http://example.com", "http://example.com:80/", true, "scheme", "RFC 3986 section 6.2.3"),
        Equivalent("http://example.com/", "http://example.com:/", true, "scheme", "RFC 3986 section 6.2.3"),
        Equivalent("http://example.com/", "http://example.com:80/", true, "scheme", "RFC 3986 section 6.2.3"),
        Equivalent("http://example.com:/", "http://example.com:80/", true, "scheme", "RFC 3986 section 6.2.3"),
        Equivalent("http://example.com", "http://example.com/?", false, "scheme", "RFC 3986 section 6.2.3"),
        Equivalent("http://example.com/", "http://example.com/?", false, "scheme", "RFC 3986 section 6.2.3"),
        Equivalent("http://example.com:/", "http://example.com/?", false, "scheme", "RFC 3986 section 6.2.3"),
        Equivalent("http://example.com:80/", "http://example.com/?", false, "scheme", "RFC 3986 section 6.2.3"),
        Equivalent("http://example.com/", "http://example.com/#", false, "scheme", "RFC 3986 section 6.2.3"),
        Equivalent("http://example.com/data", "http://example.com/data/", false, "scheme", "RFC 3986 section 6.2.4"),
        Equivalent("http://example.com:80/~smith/home.html", "http://EXAMPLE.com/%7Esmith/home.html", true, "scheme", "RFC 7230 section 2.7.3"),
        Equivalent("http://EXAMPLE.com/%7Esmith/home.html", "http://EXAMPLE.com:/%7esmith/home.html", true, "scheme", "RFC 7230 section 2.7.3"),
        Equivalent("http://example.com:80/~smith/home.html", "http://EXAMPLE.com:/%7esmith/home.html", true, "scheme", "RFC 7230 section 2.7.3"),
        Equivalent("http://example.com:80/", "http://example.com/", true, "scheme", "RFC 3986 section 6.2.3 (derived)"),
        Equivalent("http://example.com:8080/", "http://example.com/", false, "scheme", "RFC 3986 section 6.2.3 (derived)"),
        Equivalent("http://example.com:443/", "http://example.com/", false, "scheme", "RFC 3986 section 6.2.3 (derived)"),
        Equivalent("https://example.com:443/", "https://example.com/", true, "scheme", "RFC 3986 section 6.2.3 (derived)"),
        Equivalent("https://example.com:80/", "https://example.com/", false, "scheme", "RFC 3986 section 6.2.3 (derived)"),
        Equivalent("http://example.com", "https://example.com", false, "scheme", "RFC 3986 section 6.2.3 (derived)"),
        Equivalent("http://Example.COM/a", "http://example.com/a", true, "scheme", "RFC 3986 section 6.2.3 (derived)"),
        Equivalent("http://example.com/A", "http://example.com/a", false, "scheme", "RFC 3986 section 6.2.3 (derived)"),
        Equivalent("http://User@example.com/", "http://user@example.com/", false, "scheme", "RFC 3986 section 6.2.3 (derived)"),
        Equivalent("http://example.com/a%2Fb", "http://example.com/a/b", false, "scheme", "RFC 3986 section 6.2.3 (derived)"),
        Equivalent("http://example.com/%7Ea", "http://example.com/~a", true, "scheme", "RFC 3986 section 6.2.3 (derived)"),
        Equivalent("http://example.com/%7ea", "http://example.com/%7Ea", true, "scheme", "RFC 3986 section 6.2.3 (derived)"),
        Equivalent("http://example.com/a/./b/../c", "http://example.com/a/c", true, "scheme", "RFC 3986 section 6.2.3 (derived)"),
        Equivalent("http://example.com?q", "http://example.com/?q", true, "scheme", "RFC 3986 section 6.2.3 (derived)"),
        Equivalent("http://example.com/?", "http://example.com/", false, "scheme", "RFC 3986 section 6.2.3 (derived)"),
        Equivalent("http://example.com/#", "http://example.com/", false, "scheme", "RFC 3986 section 6.2.3 (derived)"),
        Equivalent("http://user@example.com:/", "http://user@example.com/", true, "scheme", "RFC 3986 section 6.2.3 (derived)"),
        Equivalent("http://[2001:DB8::1]/", "http://[2001:db8::1]/", true, "scheme", "RFC 3986 section 6.2.3 (derived)"),
    )

    val facts = listOf(
        Fact("http://www.ietf.org/rfc/rfc2396.txt", true, "www.ietf.org", 80, "/rfc/rfc2396.txt", "RFC 3986 section 1.1.2"),
        Fact("http://example.com", true, "example.com", 80, "/", "RFC 3986 section 6.2.3"),
        Fact("http://example.com:/", true, "example.com", 80, "/", "RFC 3986 section 6.2.3"),
        Fact("HTTP://www.EXAMPLE.com:80/", true, "www.example.com", 80, "/", "RFC 3986 section 6.2.2.1 / 6.2.3 (derived)"),
        Fact("http://www.example.org:8080/pub/WWW/TheProject.html", true, "www.example.org", 8080, "/pub/WWW/TheProject.html", "RFC 7230 section 5.3 (example listed in dovecot/core src/lib/test-uri.c)"),
        Fact("http://www.example.org/where?q=now", true, "www.example.org", 80, "/where?q=now", "RFC 7230 section 5.3 (example listed in dovecot/core src/lib/test-uri.c)"),
        Fact("http:g", false, null, null, null, "RFC 3986 section 5.4.2"),
    )

    val defaultPorts = mapOf(
        "http" to 80,
        "https" to 443,
    )
}
