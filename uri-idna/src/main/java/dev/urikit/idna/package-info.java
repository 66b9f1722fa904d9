/**
 * UTS #46 processing of host names and their spoof-safe display, from ICU4J: with this module on the
 * class path (or module path), the host facility of every scheme with DNS hosts maps Unicode names as
 * browsers do (IDNA 2008, UTS #46 nontransitional) instead of by the JDK's {@link java.net.IDN} (IDNA 2003).
 *
 * <pre>{@code
 * IdnaMapping idna = IdnaMapping.installed();   // a Uts46Mapping, found by ServiceLoader
 * idna.toAscii("faß.de")                        // "xn--fa-hia.de" (java.net.IDN: "fass.de")
 * idna.toUnicode("xn--bcher-kva.example")       // "bücher.example"
 * idna.toUnicode("xn--80ak6aa92e.com")          // "xn--80ak6aa92e.com": Cyrillic that looks like "apple"
 * }</pre>
 *
 * <ul>
 *   <li>{@link dev.urikit.idna.Uts46Mapping}: the {@link dev.urikit.spi.IdnaMapping} this module provides.</li>
 * </ul>
 */
@NullMarked
package dev.urikit.idna;

import org.jspecify.annotations.NullMarked;
