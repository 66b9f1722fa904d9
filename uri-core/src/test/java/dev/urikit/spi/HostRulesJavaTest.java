package dev.urikit.spi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.urikit.AddressCategory;
import dev.urikit.HierarchicalUri;
import dev.urikit.HostAddress;
import dev.urikit.SchemeRegistry;
import dev.urikit.Uri;
import dev.urikit.UriSyntaxException;
import java.lang.management.ManagementFactory;
import java.net.Inet4Address;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A plugin author's use of the host facility, as the SPI package documentation shows it: a scheme with
 * DNS hosts ({@code irc://host:port/channel}, RFC draft-butcher-irc-url, with the port range and host
 * rules of RFC 3986) that declares {@link Scheme#hasDnsHosts()} and checks its authority with one
 * {@link HostRules}.
 */
class HostRulesJavaTest {

  static final class IrcScheme implements Scheme {

    static final HostRules HOSTS = HostRules.of("irc", "RFC 3986 section 3.2.2");

    public String name() {
      return "irc";
    }

    public SchemeForm form() {
      return SchemeForm.HIERARCHICAL;
    }

    public boolean hasDnsHosts() {
      return true;
    }

    public @Nullable SchemeViolation validate(Uri uri) {
      if (!UriLayout.hasAuthority(uri)) {
        return new SchemeViolation(UriLayout.schemeEnd(uri) + 1, "irc.authority.missing", "irc needs a host");
      }
      return HOSTS.checkAuthority(uri);
    }
  }

  private static final SchemeRegistry REGISTRY = SchemeRegistry.builder().add(new IrcScheme()).build();

  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
    "irc://127.0.0.1.%00@127.2.2.2/  | irc.userinfo.control | 16",
    "irc://a%00b/                    | irc.host.character   | 7",
    "irc://h%2Fevil/                 | irc.host.character   | 7",
    "irc://0x7f.1/                   | irc.host.numeric     | 11",
    "irc://256.256.256.256/          | irc.host.numeric     | 18",
    "irc:///x                        | irc.host.empty       | 6",
    "irc://h:70000/                  | irc.port.range       | 8",
  })
  void refused(String input, String code, int index) {
    UriSyntaxException e = assertThrows(UriSyntaxException.class, () -> Uri.parse(input, REGISTRY));
    assertEquals(code, e.code());
    assertEquals(index, e.index());
  }

  @Test
  void acceptedAndAllocationFree() {
    String[] inputs = {"irc://irc.example.net:6697/chan", "irc://u:p@irc.example.net/", "irc://[2001:db8::1]/",
        "irc://192.0.2.1/", "irc://ex%61mple.net/"};
    Uri[] uris = new Uri[inputs.length];
    for (int i = 0; i < inputs.length; i++) {
      uris[i] = Uri.parse(inputs[i], REGISTRY);
    }
    com.sun.management.ThreadMXBean bean = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
    long thread = Thread.currentThread().getId();
    for (int round = 0; round < 20_000; round++) {
      for (Uri uri : uris) {
        assertNull(IrcScheme.HOSTS.checkAuthority(uri));
      }
    }
    long before = bean.getThreadAllocatedBytes(thread);
    for (int round = 0; round < 1_000; round++) {
      for (Uri uri : uris) {
        IrcScheme.HOSTS.checkAuthority(uri);
      }
    }
    long allocated = bean.getThreadAllocatedBytes(thread) - before;
    assertTrue(allocated < 1_000, "allocated " + allocated + " bytes");
  }

  @Test
  void builderHelpers() {
    assertEquals("xn--bcher-kva.example", IrcScheme.HOSTS.encodeHost("Bücher.example"));
    assertEquals("[::1]", IrcScheme.HOSTS.encodeHost("::1"));
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> IrcScheme.HOSTS.encodeHost("a\r\nb"));
    assertTrue(e.getMessage().contains("RFC 3986 section 3.2.2"), e.getMessage());
    assertEquals("bücher.example", IrcScheme.HOSTS.toUnicode("xn--bcher-kva.example"));
    assertNotNull(IdnaMapping.installed());
  }

  @Test
  void ipLiteralsAreAddresses() {
    Uri a = Uri.parse("irc://[0::0]/", REGISTRY);
    assertEquals(Uri.parse("irc://[::]/", REGISTRY), a);
    assertEquals("irc://[::]/", a.normalize().toString());
    HostAddress address = ((HierarchicalUri) Uri.parse("irc://[::ffff:127.0.0.1]/", REGISTRY)).hostAddress();
    assertNotNull(address);
    assertTrue(address.inetAddress() instanceof Inet4Address);
    assertTrue(address.isIpv4Mapped());
    assertEquals(AddressCategory.LOOPBACK, address.category());
    assertEquals("127.0.0.1", address.text());
  }
}
