/**
 * UTS #46 processing of host names (IDNA 2008 as browsers apply it) and spoof-safe display, from ICU4J,
 * provided to uri-core's host facility as its {@link dev.urikit.spi.IdnaMapping}.
 */
module dev.urikit.idna {
  requires transitive dev.urikit.core;
  requires com.ibm.icu;
  requires static org.jspecify;

  exports dev.urikit.idna;

  provides dev.urikit.spi.IdnaMapping with dev.urikit.idna.Uts46Mapping;
}
