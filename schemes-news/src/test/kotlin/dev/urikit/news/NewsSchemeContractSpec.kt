package dev.urikit.news

import dev.urikit.testkit.SchemeContractSpec

/** Samples of news and snews: every kind, with and without a server, case, encodings, every host form. */
private fun newsSamples(scheme: String): List<String> = listOf(
    "$scheme:comp.lang.java",
    "${scheme.uppercase()}:Comp.Lang.%4aava",
    "$scheme:1234@Example.ORG",
    "$scheme:p0624081dc30b8699bf9b@%5b10.20.30.108%5d",
    "$scheme:*",
    "$scheme:comp.*,!comp.lang.*",
    "$scheme:a.b%2Ec",
    "$scheme:example.group.th%3fse",
    "$scheme://news.server.example/example.group.this",
    "${scheme.uppercase()}://News.Server.Example/example.group.th%3fse",
    "$scheme://news.server.example/",
    "$scheme://news.server.example:/a.b#F%7e",
    "$scheme://[2001:DB8::1]/a@b",
    "$scheme://192.0.2.1:8119/a%2fb@%5Bc@d%5D",
    "$scheme://ex%61mple.org/%C3%A9t%C3%A9%2E%2B",
)

/** Samples of nntp and nntps: with and without an article number, leading zeros, encodings, every host form. */
private fun nntpSamples(scheme: String): List<String> = listOf(
    "$scheme://news.server.example/example.group.this",
    "$scheme://news.server.example/example.group.this/12345",
    "${scheme.uppercase()}://News.Server.Example/Example.Group/0012",
    "$scheme://wild.server.example/example.group.n%2fa/1",
    "$scheme://news.server.example:/g/1#F%7e",
    "$scheme://[2001:DB8::1]:8119/g/0000002147483647",
    "$scheme://192.0.2.1/a%40b",
    "$scheme://ex%61mple.org/%7Ea/0009",
)

class NewsSchemeContractSpec : SchemeContractSpec(NewsScheme.news(), newsSamples("news"))

class SnewsSchemeContractSpec : SchemeContractSpec(NewsScheme.snews(), newsSamples("snews"))

class NntpSchemeContractSpec : SchemeContractSpec(NntpScheme.nntp(), nntpSamples("nntp"))

class NntpsSchemeContractSpec : SchemeContractSpec(NntpScheme.nntps(), nntpSamples("nntps"))
