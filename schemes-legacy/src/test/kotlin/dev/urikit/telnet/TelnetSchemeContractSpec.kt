package dev.urikit.telnet

import dev.urikit.testkit.SchemeContractSpec

/** Samples: case, default and empty ports, the optional final "/", user and password, encodings, every host form. */
private val samples = listOf(
    "telnet://melvyl.ucop.edu",
    "TELNET://Melvyl.UCOP.edu:23/",
    "telnet://user:password@host.example:2323/",
    "telnet://%41nna:@Host.Example",
    "telnet://@h.example/#F%7e",
    "telnet://[2001:DB8::1]:2323",
    "telnet://192.0.2.1/",
    "telnet://h.example:",
    "telnet://h.example:023/",
)

class TelnetSchemeContractSpec : SchemeContractSpec(TelnetScheme(), samples, listOf(TelnetUri::class.java))
