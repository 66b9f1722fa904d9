package dev.urikit.ftp

import dev.urikit.testkit.SchemeContractSpec

/** Samples: case, default, empty and other ports, typecodes in both cases, dot-segments, encodings, every host form. */
private val samples = listOf(
    "ftp://ftp.example.com",
    "FTP://Ftp.Example.COM/pub/./a/../b.txt;type=I",
    "ftp://anna:pw@h.example/x;TYPE=a",
    "ftp://%41nna:@h.example/",
    "ftp://[2001:DB8::1]:2121/",
    "ftp://192.0.2.1",
    "ftp://ex%61mple.com./%41%2F/;t%79pe=%44",
    "ftp://_srv.example:/p",
    "ftp://h:0021/",
    "ftp://h//etc/motd#F%7e",
    "ftp://h/%2e%2E/x",
)

class FtpSchemeContractSpec : SchemeContractSpec(FtpScheme(), samples)
