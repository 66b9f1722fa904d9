plugins {
  `java-library`
}

dependencies {
  implementation(platform("dev.urikit:urikit-bom:0.1.0-SNAPSHOT"))
  implementation("dev.urikit:uri-core")
  testImplementation("dev.urikit:uri-testkit")
  testImplementation("org.junit.jupiter:junit-jupiter:5.14.4")
  testRuntimeOnly("org.junit.platform:junit-platform-launcher")
}

tasks.test {
  useJUnitPlatform()
}
