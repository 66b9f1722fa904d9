package dev.urikit.http

import dev.urikit.SchemeRegistry
import dev.urikit.spi.Scheme
import dev.urikit.testkit.SchemeContractSpec

/** The four schemes of this module, as [HttpSchemes.standard] registers them. */
private fun scheme(name: String): Scheme =
    checkNotNull(SchemeRegistry.builder().add(HttpSchemes.standard()).build().lookup(name)) { name }

/** Samples for each scheme: case, default and empty ports, dot-segments, encodings, every host form. */
private fun samples(scheme: String, fragments: Boolean): List<String> = listOfNotNull(
    "$scheme://example.com",
    "${scheme.uppercase()}://Example.COM/a/./b/../c?q=%7e",
    "$scheme://user:pw@h.example/x",
    "$scheme://[2001:DB8::1]:8080/",
    "$scheme://192.0.2.1",
    "$scheme://ex%61mple.com./%41%2F?a=b&c",
    "$scheme://_srv.example:/p",
    "$scheme://h:0080/",
    "$scheme://h?",
    if (fragments) "$scheme://h/p#F%7e" else null,
)

class HttpSchemeContractSpec : SchemeContractSpec(scheme("http"), samples("http", fragments = true), listOf(HttpUri::class.java))

class HttpsSchemeContractSpec : SchemeContractSpec(scheme("https"), samples("https", fragments = true), listOf(HttpUri::class.java))

class WsSchemeContractSpec : SchemeContractSpec(scheme("ws"), samples("ws", fragments = false), listOf(HttpUri::class.java))

class WssSchemeContractSpec : SchemeContractSpec(scheme("wss"), samples("wss", fragments = false), listOf(HttpUri::class.java))
