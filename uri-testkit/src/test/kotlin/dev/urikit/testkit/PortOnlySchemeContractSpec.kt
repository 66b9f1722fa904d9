package dev.urikit.testkit

/** The scheme contract, run on the nntp stand-in as each scheme module runs it on its own schemes. */
class PortOnlySchemeContractSpec : SchemeContractSpec(
  NntpStandIn.nntp,
  listOf(
    "nntp://news.server.example/example.group.this/12345",
    "NNTP://News.Server.Example:119/example.group.this/./12345",
    "nntp://news.server.example:/example.group.this/12345",
    "nntp://[2001:DB8::1]/g/%31",
    "nntp://u%41@192.0.2.1:1119/g",
    "nntp:/g",
  ),
)
